import type { SVGProps } from 'react';
import { cn } from './class-names';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function inlineIcon(name: string, paths: readonly string[]) {
  function InlineIcon({ className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        {...props}
        className={cn('lucide', `lucide-${name}`, className)}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  InlineIcon.displayName = `InlineIcon(${name})`;
  return InlineIcon;
}

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

export const LoaderCircle = inlineIcon('loader-circle', ['M21 12a9 9 0 1 1-6.219-8.56']);

export const CircleAlert = inlineIcon('circle-alert', [circle(12, 12, 10), 'M12 8v4', 'M12 16h.01']);

export const CircleCheck = inlineIcon('circle-check', [circle(12, 12, 10), 'm16 9-5.5 5.5L8 12']);

export const Truck = inlineIcon('truck', [
  'M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2',
  'M15 18H9',
  'M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.624l-3.48-4.35A1 1 0 0 0 17.52 8H14',
  circle(17, 18, 2),
  circle(7, 18, 2),
]);

export const Languages = inlineIcon('languages', [
  'm5 8 6 6',
  'm4 14 6-6 2-3',
  'M2 5h12',
  'M7 2h1',
  'm22 22-5-10-5 10',
  'M14 18h6',
]);

export const Eye = inlineIcon('eye', [
  'M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0',
  circle(12, 12, 3),
]);

export const EyeOff = inlineIcon('eye-off', [
  'M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49',
  'M14.084 14.158a3 3 0 0 1-4.242-4.242',
  'M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143',
  'm2 2 20 20',
]);
