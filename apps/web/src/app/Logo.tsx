/** The wheel mark: twelve segments around a hub. */
export function Logo({ size = 32 }: { size?: number }) {
  const segments = Array.from({ length: 12 }, (_, i) => i);
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="logo">
      <circle cx="16" cy="16" r="15" fill="var(--primary)" />
      {segments.map((i) => (
        <line
          key={i}
          x1="16"
          y1="16"
          x2={16 + 13 * Math.cos((i * Math.PI) / 6)}
          y2={16 + 13 * Math.sin((i * Math.PI) / 6)}
          stroke="#fff"
          strokeOpacity={0.45}
          strokeWidth="1"
        />
      ))}
      <circle cx="16" cy="16" r="8.5" fill="none" stroke="#fff" strokeWidth="2.2" />
      <circle cx="16" cy="16" r="3.2" fill="var(--accent)" />
    </svg>
  );
}
