import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadText, exportFileName } from './download';

describe('exportFileName', () => {
  it('names the file after the product and the local date', () => {
    expect(exportFileName('csv', new Date(2026, 10, 3, 23, 59))).toBe(
      'HAI-Marketing-Wheel-Roadmap-2026-11-03.csv',
    );
    expect(exportFileName('ics', new Date(2027, 0, 1, 0, 0))).toBe(
      'HAI-Marketing-Wheel-Roadmap-2027-01-01.ics',
    );
  });
});

describe('downloadText', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('clicks a temporary download link to a Blob of the content, then revokes its URL', async () => {
    vi.useFakeTimers();
    const anchor = { href: '', download: '', style: { display: '' }, click: vi.fn(), remove: vi.fn() };
    const appendChild = vi.fn();
    vi.stubGlobal('document', { createElement: vi.fn(() => anchor), body: { appendChild } });
    let blob: Blob | undefined;
    const createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:roadmap';
    });
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', { createObjectURL, revokeObjectURL });

    downloadText('Foaie.csv', 'text/csv;charset=utf-8', '\uFEFFȚintă,ș');

    expect(appendChild).toHaveBeenCalledWith(anchor);
    expect(anchor.click).toHaveBeenCalledOnce();
    expect(anchor.remove).toHaveBeenCalledOnce();
    expect([anchor.href, anchor.download]).toEqual(['blob:roadmap', 'Foaie.csv']);
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM
    expect(new TextDecoder().decode(bytes)).toBe('Țintă,ș'); // the decoder drops the BOM
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:roadmap');
  });
});
