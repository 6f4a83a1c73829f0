/** Facts about the machine the figures come from, for the table header. */
import { execFileSync } from 'node:child_process';
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

export function machineFacts(now = new Date()): MachineFacts {
  return {
    date: `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    nproc: nproc(),
    cpuModel: cpuModel(),
    node: process.version,
  };
}
