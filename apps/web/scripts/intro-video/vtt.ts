/**
 * WebVTT captions and the ffmpeg cross-fade timeline of the intro video, as pure functions (unit
 * tested in vtt.test.ts). Times are seconds from the start of the video.
 */
import type { Scene } from './scenes';

/** One scene's place in the video: from `start` to `end` seconds. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

/**
 * Where each scene is on screen when consecutive scenes overlap by `fade` seconds (ffmpeg
 * `xfade`): scene i starts when scene i-1's fade begins. A caption changes at the middle of a
 * fade. Returns one cue per scene and the total length.
 */
export function timeline(
  scenes: readonly Scene[],
  lang: 'en' | 'ro',
  fade: number,
): { cues: Cue[]; total: number; offsets: number[] } {
  const cues: Cue[] = [];
  const offsets: number[] = [];
  let start = 0;
  scenes.forEach((s, i) => {
    if (i > 0) offsets.push(start);
    const end = start + s.seconds;
    const last = i === scenes.length - 1;
    cues.push({
      start: i === 0 ? 0 : start + fade / 2,
      end: last ? end : end - fade / 2,
      text: s.caption[lang],
    });
    start = end - fade;
  });
  return { cues, total: cues.at(-1)?.end ?? 0, offsets };
}

/** `ss` seconds as a WebVTT timestamp `hh:mm:ss.mmm`. */
export function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** A WebVTT file with the cues in order (numbered from 1). */
export function toVtt(cues: readonly Cue[]): string {
  const blocks = cues.map((c, i) => `${i + 1}\n${vttTime(c.start)} --> ${vttTime(c.end)}\n${c.text}`);
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
