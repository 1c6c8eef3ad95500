/**
 * The step wheel (product-spec §2 "Assessment" side panel): a 320×320 canvas
 * (device-pixel-ratio aware, shrinking with its container), a ring between radii 35 and 140 with
 * one segment per step — completed teal, current yellow, future grey — numbered 1–12. Hovering a
 * segment, or tapping / clicking it, shows a tooltip with the step name and its ideal AI and HUMAN
 * split. The canvas is `role="img"` with a summary as its name; the same facts are in a visually
 * hidden table next to it (no focusable element inside the image).
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import {
  INNER_RADIUS,
  LABEL_COLOURS,
  OUTER_RADIUS,
  WHEEL_SIZE,
  colourOf,
  hitTest,
  pointIn,
  segments,
} from './geometry';
import type { WheelTexts } from './texts';
import type { WheelStep } from './wheel-data';

/** Paints the wheel onto a canvas of `cssSize` CSS pixels at the given device pixel ratio. */
function paint(
  canvas: HTMLCanvasElement,
  steps: WheelStep[],
  cssSize: number,
  dpr: number,
  hover: number | null,
) {
  canvas.width = Math.round(cssSize * dpr);
  canvas.height = Math.round(cssSize * dpr);
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const scale = (cssSize / WHEEL_SIZE) * dpr;
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.clearRect(0, 0, WHEEL_SIZE, WHEEL_SIZE);
  const c = WHEEL_SIZE / 2;
  const segs = segments(steps.length);
  segs.forEach((seg, i) => {
    const status = steps[i]!.status;
    ctx.beginPath();
    ctx.arc(c, c, OUTER_RADIUS + (hover === i ? 4 : 0), seg.start, seg.end);
    ctx.arc(c, c, INNER_RADIUS, seg.end, seg.start, true);
    ctx.closePath();
    ctx.fillStyle = colourOf(status);
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
  });
  // Step numbers, near the outer edge so that the middle of each segment keeps its plain colour.
  ctx.font = '600 14px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  segs.forEach((_, i) => {
    const p = pointIn(i, steps.length, OUTER_RADIUS - 18);
    ctx.fillStyle = LABEL_COLOURS[steps[i]!.status];
    ctx.fillText(String(steps[i]!.order), p.x, p.y);
  });
}

/** The wheel with its tooltip and its text equivalent. */
export function Wheel({ steps, label, texts }: { steps: WheelStep[]; label: string; texts: WheelTexts }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [active, setActive] = useState<{ index: number; x: number; y: number } | null>(null);
  const [cssSize, setCssSize] = useState(WHEEL_SIZE);

  // The canvas shrinks with narrow containers (CSS max-width: 100%): follow its drawn size.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => {
      const w = canvas.getBoundingClientRect().width;
      if (w > 0) setCssSize(Math.round(w));
    });
    ro.observe(canvas);
    return () => ro.disconnect();
  }, []);

  const hover = active?.index ?? null;
  useEffect(() => {
    if (canvasRef.current) paint(canvasRef.current, steps, cssSize, window.devicePixelRatio || 1, hover);
  }, [steps, cssSize, hover]);

  const locate = useCallback(
    (e: PointerEvent<HTMLCanvasElement>) => {
      const rect = e.currentTarget.getBoundingClientRect();
      const x = e.clientX - rect.left;
      const y = e.clientY - rect.top;
      const index = hitTest(x, y, steps.length, rect.width);
      return index === null ? null : { index, x, y };
    },
    [steps.length],
  );

  const onMove = (e: PointerEvent<HTMLCanvasElement>) => {
    if (e.pointerType === 'mouse') setActive(locate(e));
  };
  // Touch and click: show the tapped step; a tap on the same step or off the ring hides it.
  const onDown = (e: PointerEvent<HTMLCanvasElement>) => {
    const hit = locate(e);
    setActive((prev) => (e.pointerType !== 'mouse' && hit && prev?.index === hit.index ? null : hit));
  };

  const shown = active ? steps[active.index] : undefined;
  return (
    <div className="wheel">
      <div className="wheel__figure" onPointerLeave={(e) => e.pointerType === 'mouse' && setActive(null)}>
        <canvas
          ref={canvasRef}
          className="wheel__canvas"
          role="img"
          aria-label={label}
          data-testid="wheel-canvas"
          onPointerMove={onMove}
          onPointerDown={onDown}
        />
        {shown && active && (
          <div
            className={`wheel__tooltip${active.x > cssSize / 2 ? ' wheel__tooltip--left' : ''}`}
            style={{ left: active.x, top: active.y }}
            aria-hidden="true"
            data-testid="wheel-tooltip"
          >
            <strong>
              {shown.order}. {shown.name}
            </strong>
            <span>
              {texts.ai} {shown.aiPercent}% · {texts.human} {shown.humanPercent}%
            </span>
          </div>
        )}
      </div>
      {/* Tables ignore the 1px box of .sr-only, so a wrapper clips it. */}
      <div className="sr-only">
        <table data-testid="wheel-table">
          <caption>{texts.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.step}</th>
              <th scope="col">{texts.status}</th>
              <th scope="col">{texts.split}</th>
            </tr>
          </thead>
          <tbody>
            {steps.map((s) => (
              <tr key={s.order}>
                <th scope="row">
                  {s.order}. {s.name}
                </th>
                <td>{texts.statuses[s.status]}</td>
                <td>
                  {texts.ai} {s.aiPercent}%, {texts.human} {s.humanPercent}%
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
