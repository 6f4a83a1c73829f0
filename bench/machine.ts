/** Facts about the machine the figures come from, for the table header. */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';

export interface MachineFacts {
  /** UTC, "YYYY-MM-DD HH:MM UTC". */
  date: string;
  nproc: number;
  cpuModel: string;
  node: string;
}

function nproc(): number {
  try {
    return Number(execFileSync('nproc', { encoding: 'utf8' }).trim());
  } catch {
    return os.availableParallelism();
  }
}

function cpuModel(): string {
  try {
    const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
    const line = cpuinfo.split('\n').find((l) => /^(model name|Model|cpu model|Hardware)\s*:/.test(l));
    const value = line?.slice(line.indexOf(':') + 1).trim();
    if (value) return value;
  } catch {
    // Not Linux.
  }
  return os.cpus()[0]?.model ?? 'unknown';
}

/** Chained SHA-256 digests the speed probe computes, each over the one before. */
export const PROBE_DIGESTS = 200_000;

/**
 * How fast this machine runs a fixed piece of work right now: milliseconds for PROBE_DIGESTS chained
 * SHA-256 digests, the median of three tries. The shared two-core VM the bench runs on changes speed by
 * up to 2× between hours with nothing else of ours running (the ledger's API CPU a transfer went from
 * 156 to 306 µs on the same tree, docs/benchmarks.md), so the report prints this at its start and end:
 * figures of two runs compare only when their probes do.
 */
export function cpuProbeMs(): number {
  const tries: number[] = [];
  for (let t = 0; t < 3; t++) {
    const started = performance.now();
    let digest = Buffer.alloc(32);
    for (let i = 0; i < PROBE_DIGESTS; i++) digest = createHash('sha256').update(digest).digest();
    tries.push(performance.now() - started);
  }
  return tries.sort((a, b) => a - b)[1] as number;
}

export function machineFacts(now = new Date()): MachineFacts {
  return {
    date: `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    nproc: nproc(),
    cpuModel: cpuModel(),
    node: process.version,
  };
}
