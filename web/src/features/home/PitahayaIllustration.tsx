/** The hero's drawing: a whole pitahaya behind a halved one (decorative). */

/** Seed positions inside the cut fruit, from a small deterministic generator (same drawing every render). */
const SEEDS: { x: number; y: number; r: number }[] = (() => {
  const seeds: { x: number; y: number; r: number }[] = [];
  let state = 7;
  const next = () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
  while (seeds.length < 70) {
    const x = next() * 2 - 1;
    const y = next() * 2 - 1;
    if (x * x + y * y > 0.85) continue;
    seeds.push({ x: 150 + x * 78, y: 232 + y * 92, r: 1.6 + next() * 1.4 });
  }
  return seeds;
})();

/** A bract (the fruit's "scale"): a curved leaf growing out of the skin, magenta at the base, green at the tip. */
function Bract({ x, y, angle, scale = 1 }: { x: number; y: number; angle: number; scale?: number }) {
  return (
    <path
      d="M0 0C14-13 42-17 66-7C46 3 20 8 0 0Z"
      fill="url(#bract)"
      transform={`translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)}) scale(${scale})`}
    />
  );
}

/** Bracts of the whole fruit: a ring along its outline and a few lying on its face, all leaning to the stem. */
const WHOLE = { cx: 268, cy: 170, rx: 88, ry: 118 };
const BRACTS: { x: number; y: number; angle: number; scale: number }[] = [
  ...[-130, -100, -80, -50, -15, 20, 55, 90, 125, 160, 195].map((degrees, index) => {
    const t = (degrees * Math.PI) / 180;
    const outward = (Math.atan2(Math.sin(t) / WHOLE.ry, Math.cos(t) / WHOLE.rx) * 180) / Math.PI;
    const lean = Math.cos(t) >= 0 ? -28 : 28;
    return {
      x: WHOLE.cx + Math.cos(t) * WHOLE.rx * 0.82,
      y: WHOLE.cy + Math.sin(t) * WHOLE.ry * 0.82,
      angle: outward + lean,
      scale: index % 2 === 0 ? 1 : 0.85,
    };
  }),
  { x: 262, y: 120, angle: -70, scale: 0.7 },
  { x: 246, y: 180, angle: -130, scale: 0.65 },
  { x: 284, y: 196, angle: -45, scale: 0.65 },
  { x: 262, y: 250, angle: -100, scale: 0.6 },
];

export function PitahayaIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 400 380" role="presentation" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="skin" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e0307e" />
          <stop offset="1" stopColor="#9c0f50" />
        </linearGradient>
        <linearGradient id="bract" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#c2185b" />
          <stop offset="0.55" stopColor="#8bc34a" />
          <stop offset="1" stopColor="#4c9a2a" />
        </linearGradient>
        <radialGradient id="flesh" cx="0.45" cy="0.4" r="0.7">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#fbe9f1" />
        </radialGradient>
      </defs>

      <circle cx="215" cy="195" r="170" fill="#fde8f1" />
      <circle cx="330" cy="70" r="26" fill="#e8f5e9" />
      <circle cx="60" cy="90" r="14" fill="#e8f5e9" />

      {/* Whole fruit, behind. */}
      <g transform="rotate(18 268 170)">
        <path d="M268 38c6 10 6 20 0 30-6-10-6-20 0-30Z" fill="#4c9a2a" />
        <ellipse cx="268" cy="170" rx="88" ry="118" fill="url(#skin)" />
        {BRACTS.map((bract, index) => (
          <Bract key={index} {...bract} />
        ))}
      </g>

      {/* Halved fruit, in front. */}
      <ellipse cx="150" cy="240" rx="104" ry="122" fill="#8e0d49" />
      <ellipse cx="150" cy="236" rx="98" ry="116" fill="url(#skin)" />
      <ellipse cx="150" cy="234" rx="86" ry="103" fill="url(#flesh)" />
      <g fill="#2a1d24">
        {SEEDS.map((seed, index) => (
          <ellipse key={index} cx={seed.x} cy={seed.y} rx={seed.r} ry={seed.r * 1.3} />
        ))}
      </g>

      {/* Leaves. */}
      <path d="M330 330c-10-40 10-70 50-80-2 40-20 70-50 80Z" fill="#4c9a2a" />
      <path
        d="M330 330c14-24 28-44 46-72"
        stroke="#2e6b1a"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
