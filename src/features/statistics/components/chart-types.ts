export type ChartDatum = { label: string } & Record<string, string | number>;

export type ChartSeries<TKey extends string = string> = { key: TKey; name: string; colour: string };

export type ValueFormat = (value: number) => string;
