/**
 * An accessible progress bar: `value` of `max` (e.g. answered of total questions), its fill clamped
 * to 0–100 % (spec §9 "all clamped 0-100").
 */
export function ProgressBar({
  value,
  max,
  label,
  thin,
  testId,
}: {
  value: number;
  max: number;
  label: string;
  thin?: boolean;
  testId?: string;
}) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      className={thin ? 'progress progress--thin' : 'progress'}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      data-testid={testId}
    >
      <div className="progress__bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
