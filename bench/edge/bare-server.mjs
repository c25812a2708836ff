// The edge bench's baseline: Node's own HTTP server answering a small JSON body, nothing else.
// What every ratio of `bench/edge.ts` is taken against, in the same run on the same machine.
import http from 'node:http';

const body = JSON.stringify({ status: 'ok' });
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`READY ${server.address().port}\n`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
