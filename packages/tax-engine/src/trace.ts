import type { TraceStep } from './types';

/** Present only when the caller asked for a trace; rules write `trace?.push(...)`, which skips building the step otherwise. */
export type TraceSink = TraceStep[] | undefined;

/**
 * A trace step's label or citation as a rule declares it beside an amount: the text, or a function
 * that writes it where it formats amounts or joins citations, so an untraced paycheck never does.
 */
export type TraceText = string | (() => string);

export function writeTraceText(text: TraceText): string {
  return typeof text === 'string' ? text : text();
}

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
