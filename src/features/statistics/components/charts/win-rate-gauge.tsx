import { PolarAngleAxis, RadialBar, RadialBarChart, ResponsiveContainer } from 'recharts';
import { CHART_COLOURS } from '../chart-colours';

export function WinRateGauge({ percent }: { percent: number }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <RadialBarChart
        data={[{ key: 'winRate', value: percent }]}
        accessibilityLayer={false}
        innerRadius="72%"
        outerRadius="100%"
        startAngle={90}
        endAngle={-270}
      >
        <PolarAngleAxis type="number" domain={[0, 100]} tick={false} axisLine={false} />
        <RadialBar
          dataKey="value"
          fill={CHART_COLOURS.green}
          background={{ fill: CHART_COLOURS.grid }}
          cornerRadius={8}
        />
      </RadialBarChart>
    </ResponsiveContainer>
  );
}
