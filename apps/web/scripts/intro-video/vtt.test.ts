import { describe, expect, it } from 'vitest';
import { FADE_SECONDS, SCENES } from './scenes';
import { timeline, toVtt, vttTime } from './vtt';

describe('intro video captions', () => {
  it('formats WebVTT timestamps', () => {
    expect(vttTime(0)).toBe('00:00:00.000');
    expect(vttTime(4.75)).toBe('00:00:04.750');
    expect(vttTime(61.5)).toBe('00:01:01.500');
  });

  it('places the scenes back to back with the fades shared, captions switching mid-fade', () => {
    const scenes = SCENES.slice(0, 3);
    const { cues, total, offsets } = timeline(scenes, 'en', 0.5);
    expect(offsets).toEqual([4.5, 9]);
    expect(cues.map((c) => [c.start, c.end])).toEqual([
      [0, 4.75],
      [4.75, 9.25],
      [9.25, 14],
    ]);
    expect(total).toBe(14);
  });

  it('lasts 20 to 40 s and writes a valid file in both languages', () => {
    for (const lang of ['ro', 'en'] as const) {
      const { cues, total } = timeline(SCENES, lang, FADE_SECONDS);
      expect(total).toBeGreaterThanOrEqual(20);
      expect(total).toBeLessThanOrEqual(40);
      const vtt = toVtt(cues);
      expect(vtt.startsWith('WEBVTT\n\n1\n00:00:00.000 --> ')).toBe(true);
      expect(vtt.match(/-->/g)).toHaveLength(SCENES.length);
    }
    expect(toVtt(timeline(SCENES, 'ro', FADE_SECONDS).cues)).not.toMatch(/[şţŞŢ]/);
  });
});
