import { createServer, type Server } from 'node:http';
import type { PartHealth } from './health.js';
import type { PartMetrics } from './metrics.js';

/**
 * The gateway's internal port: /metrics for Prometheus and /health/* for the kubelet and the operator.
 * The gateway's HTTP port is the public one, behind the Ingress; these never answer there. A service
 * serves the same on its HTTP port, which is cluster-internal.
 */
export async function serveInternal(health: PartHealth, metrics: PartMetrics, host: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = request.url?.split('?')[0] ?? '';
    const answer = request.method === 'GET' ? health.answer(path) : undefined;
    if (answer) {
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    } else if (request.method === 'GET' && path === '/metrics') {
      metrics.exposition().then(
        ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
        () => response.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be read\n'),
      );
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: /metrics, /health/live, /health/ready and /health/dependencies are here\n');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
