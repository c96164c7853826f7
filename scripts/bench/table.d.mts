/** A row: its name, the value judged, the text shown, and its own target when it has no byte budget. */
export type Row = [name: string, value: number, shown: string, target?: { min?: number; max?: number }];
export declare function printTable(rows: readonly Row[], budgets?: Record<string, number>, counts?: Set<string>): void;
