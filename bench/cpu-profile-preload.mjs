/**
 * Preloaded with `node --import ./bench/cpu-profile-preload.mjs` (bench/profile-api.ts does): SIGUSR2
 * starts the V8 CPU profiler, the next SIGUSR2 stops it and writes `<CPU_PROFILE_DIR>/<pid>-<n>.cpuprofile`,
 * so that start-up and sign-in stay out of the profile (`node --cpu-prof` records the whole life).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const session = new Session();
session.connect();
let running = false;
let count = 0;

const post = (method, params = {}) =>
  new Promise((resolve, reject) =>
    session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
  );

process.on('SIGUSR2', () => {
  if (!running) {
    running = true;
    void post('Profiler.enable')
      .then(() => post('Profiler.setSamplingInterval', { interval: 100 }))
      .then(() => post('Profiler.start'));
    return;
  }
  running = false;
  void post('Profiler.stop').then(({ profile }) => {
    count += 1;
    const file = path.join(process.env.CPU_PROFILE_DIR ?? '.', `${process.pid}-${count}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    process.stderr.write(`cpu profile written: ${file}\n`);
  });
});
