import { SingleBar } from 'cli-progress';

/** A progress bar on stderr for seeding; silent when stderr is not a terminal except every 10%. */
export function seedProgress(label: string) {
  let bar: SingleBar | undefined;
  let lastTenth = -1;
  return {
    update(done: number, total: number) {
      if (process.stderr.isTTY) {
        if (!bar) {
          bar = new SingleBar({
            format: `${label} [{bar}] {percentage}% {value}/{total} products`,
          });
          bar.start(total, 0);
        }
        bar.update(done);
      } else {
        const tenth = Math.floor((done / total) * 10);
        if (tenth !== lastTenth) {
          lastTenth = tenth;
          process.stderr.write(`${label}: ${done}/${total} products\n`);
        }
      }
    },
    stop() {
      bar?.stop();
    },
  };
}
