/** One bar group or point: its axis label and a number per series key. */
export type ChartDatum = { label: string } & Record<string, string | number>;

/** One series of a chart; its key names its number in each ChartDatum. */
export type ChartSeries<TKey extends string = string> = { key: TKey; name: string; colour: string };

export type ValueFormat = (value: number) => string;
