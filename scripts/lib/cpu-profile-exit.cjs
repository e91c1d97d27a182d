// Preloaded with `--cpu-prof` only (SHOP_CPU_PROF_DIR, decision 0440). Nest ends a process on
// SIGTERM by sending the signal to itself again once it has closed, and a process a signal ends
// writes no CPU profile: here that last signal becomes `process.exit`, so the profile is written.
const kill = process.kill.bind(process);
process.kill = (pid, signal) => {
  if (pid === process.pid && (signal === 'SIGTERM' || signal === 'SIGINT')) process.exit(signal === 'SIGTERM' ? 143 : 130);
  return kill(pid, signal);
};
