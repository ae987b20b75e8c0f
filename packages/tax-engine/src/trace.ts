import type { TraceStep } from './types';

/** Present only when the caller asked for a trace; rules write `trace?.push(...)`, which skips building the step otherwise. */
export type TraceSink = TraceStep[] | undefined;

export function money(step: string, label: string, amount: number, citation: string): TraceStep {
  return { step, label, amount, unit: 'cents', citation };
}

export function count(step: string, label: string, amount: number, citation: string): TraceStep {
  return { step, label, amount, unit: 'count', citation };
}

export function rate(step: string, label: string, amount: number, citation: string): TraceStep {
  return { step, label, amount, unit: 'ppm', citation };
}

export function note(step: string, label: string, citation: string): TraceStep {
  return { step, label, amount: 0, unit: 'none', citation };
}
