/** `npm run dev`: the gateway (reloading on change) behind Vite's dev server with hot reload. */
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const gatewayPort = process.env.GATEWAY_PORT ?? String(Number(port) + 1);
const env = { ...process.env, GATEWAY_PORT: gatewayPort };

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...env, PORT: gatewayPort, DIST_DIR: 'no-dist-in-dev' },
  }),
  spawn('npx', ['vite', '--port', port, '--strictPort'], { stdio: 'inherit', env }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
