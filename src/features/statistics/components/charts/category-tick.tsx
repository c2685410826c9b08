import { LABEL_LINE_HEIGHT, withWrapSpaces, wrapLabel } from '../category-labels';
import { AXIS_TICK } from './chart-style';

type Props = { x?: number | string; y?: number | string; payload?: { value?: unknown } };

export function CategoryTick({ x = 0, y = 0, payload }: Props) {
  const value = payload?.value;
  const label = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const lines = withWrapSpaces(label, wrapLabel(label));
  const firstLineOffset = -((lines.length - 1) * LABEL_LINE_HEIGHT) / 2;
  return (
    <text
      x={x}
      y={y}
      textAnchor="end"
      dominantBaseline="central"
      fill={AXIS_TICK.fill}
      fontSize={AXIS_TICK.fontSize}
      data-testid="category-tick"
    >
      {lines.map((line, index) => (
        <tspan key={index} x={x} dy={index === 0 ? firstLineOffset : LABEL_LINE_HEIGHT}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
