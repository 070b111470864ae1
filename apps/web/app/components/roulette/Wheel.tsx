import { useEffect, useState } from 'react';
import { labelPlacement } from './wheel-labels.ts';

export interface WheelSegment {
  prize_id: number;
  name: string;
  color: string;
}

const SIZE = 320;
const CENTER = SIZE / 2;
const RADIUS = CENTER - 6;
const TURNS = 5;
const SPIN_MS = 4200;
const HUB_RADIUS = 18;
/** Labels keep clear of the hub and of the rim. */
const LABEL_BAND = { from: HUB_RADIUS + 8, to: RADIUS - 10 };

/** Where on the circle `fraction` of a turn from the top lands, clockwise. */
function point(fraction: number, radius: number): [number, number] {
  const angle = fraction * 2 * Math.PI - Math.PI / 2;
  return [CENTER + radius * Math.cos(angle), CENTER + radius * Math.sin(angle)];
}

function slicePath(index: number, count: number): string {
  if (count === 1) {
    return `M ${CENTER} ${CENTER - RADIUS} A ${RADIUS} ${RADIUS} 0 1 1 ${CENTER - 0.01} ${CENTER - RADIUS} Z`;
  }
  const [x1, y1] = point(index / count, RADIUS);
  const [x2, y2] = point((index + 1) / count, RADIUS);
  return `M ${CENTER} ${CENTER} L ${x1} ${y1} A ${RADIUS} ${RADIUS} 0 0 1 ${x2} ${y2} Z`;
}

/** The turn that brings segment `index` under the pointer at the top, after a few full turns. */
export function stopAngle(index: number, count: number): number {
  return TURNS * 360 - ((index + 0.5) * 360) / count;
}

/**
 * The lucky wheel, drawn in SVG. The prize is the server's, decided before the wheel turns:
 * given `stopAt`, the wheel turns to that segment and then calls `onStopped`. A shopper who
 * asked their system for less motion sees it stop at once.
 */
export function Wheel(props: {
  segments: WheelSegment[];
  stopAt: number | null;
  label: string;
  onStopped?: () => void;
}) {
  const { segments, stopAt, onStopped } = props;
  const [angle, setAngle] = useState(0);
  const count = Math.max(1, segments.length);

  useEffect(() => {
    if (stopAt === null) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    // Start from upright, then turn on the next frame so that the transition runs.
    setAngle(0);
    const frame = requestAnimationFrame(() => setAngle(stopAngle(stopAt, count)));
    const done = setTimeout(() => onStopped?.(), still ? 0 : SPIN_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(done);
    };
  }, [stopAt, count, onStopped]);

  return (
    <figure className="wheel">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-label={props.label}
        className="wheel-svg"
      >
        <g
          className="wheel-disc"
          style={{ transform: `rotate(${angle}deg)`, transformOrigin: '50% 50%' }}
          data-spinning={stopAt !== null && angle !== 0 ? 'true' : 'false'}
        >
          {segments.map((segment, i) => {
            const label = labelPlacement(segment.name, i, count, CENTER, LABEL_BAND);
            return (
              <g key={segment.prize_id}>
                <path d={slicePath(i, count)} fill={segment.color} stroke="#fff" strokeWidth="2" />
                <text
                  x={label.x}
                  y={label.y}
                  transform={`rotate(${label.rotate} ${label.x} ${label.y})`}
                  className="wheel-label"
                  textAnchor="middle"
                  dominantBaseline="middle"
                >
                  {label.lines.map((line, k) => (
                    <tspan
                      key={line.text}
                      x={label.x}
                      dy={`${k === 0 ? label.firstLineDy : label.lineDy}em`}
                      textLength={line.pressedTo}
                      lengthAdjust={line.pressedTo ? 'spacingAndGlyphs' : undefined}
                    >
                      {line.text}
                    </tspan>
                  ))}
                </text>
              </g>
            );
          })}
          <circle
            cx={CENTER}
            cy={CENTER}
            r={HUB_RADIUS}
            fill="#fff"
            stroke="#333"
            strokeWidth="3"
          />
        </g>
        <path
          d={`M ${CENTER - 14} 0 L ${CENTER + 14} 0 L ${CENTER} 30 Z`}
          fill="#222"
          className="wheel-pointer"
        />
      </svg>
    </figure>
  );
}
