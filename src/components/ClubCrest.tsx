import type { SVGProps } from 'react';

/**
 * The club's crest: a shield in the club's green edged in gold, the letters PAC over a tench
 * swimming above the river. Drawn inline (about 1 KB): no request, sharp at any size, and in the
 * server's HTML. Decorative: the link or heading around it carries the name.
 */
export function ClubCrest(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 48 56" aria-hidden="true" focusable="false" {...props}>
      <path
        d="M4 3h40v23c0 14-9.5 23.5-20 27.5C13.5 49.5 4 40 4 26z"
        fill="#0f3d14"
        stroke="#e8c25a"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <text
        x="24"
        y="18.5"
        textAnchor="middle"
        fill="#fff"
        fontFamily="'Source Sans 3', Arial, sans-serif"
        fontWeight="700"
        fontSize="12.5"
        letterSpacing="1"
      >
        PAC
      </text>
      {/* The tench: body, tail and eye. */}
      <path d="M11 31.5c4-5 13-6 19-2l5-4v12l-5-4c-6 4-15 3-19-2z" fill="#e8c25a" />
      <circle cx="15" cy="31" r="1.1" fill="#0f3d14" />
      {/* The river. */}
      <path
        d="M9 41c3-2 6-2 9 0s6 2 9 0 6-2 9 0 3 1.5 3 1.5M13 46.5c2.5-1.6 5-1.6 7.5 0s5 1.6 7.5 0 5-1.6 7 0"
        fill="none"
        stroke="#9fd3e8"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
