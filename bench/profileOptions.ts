/**
 * The profiles' command line (bench/boot/profile.ts, bench/picker/profile.ts): their numbers in order, and
 * `--cpu-prof` (write each run's CPU profile) and `--keep` (keep the build).
 */
export function profileOptions(args = process.argv.slice(2)) {
  return {
    numbers: args.filter((arg) => !arg.startsWith('--')).map(Number),
    cpuProf: args.includes('--cpu-prof'),
    keepBuild: args.includes('--keep'),
  };
}
