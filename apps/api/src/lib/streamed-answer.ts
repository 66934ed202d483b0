// Every streamed answer (exports now, generated files and PDFs later) goes through here. Once the
// headers are out an error can no longer become an error body: the answer is cut short (the
// client sees an incomplete download, never a hang), the failure is logged, and the process
// keeps serving. A stream error with no listener would otherwise end the process.
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

export function sendStreamedAnswer(
  reply: FastifyReply,
  produce: (output: PassThrough) => Promise<void>,
): FastifyReply {
  const output = new PassThrough();
  // The client went away: stop producing (the producer sees a destroyed output and fails).
  reply.raw.once('close', () => {
    if (!output.writableFinished) output.destroy();
  });
  void produce(output).catch((error: unknown) => {
    const failure = error instanceof Error ? error : new Error(String(error));
    // A client that left is not a failure worth an error line.
    const hasClientLeft = (failure as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE';
    if (hasClientLeft) reply.log.info('streamed answer stopped: the client left');
    else reply.log.error({ err: failure }, 'streamed answer failed');
    output.destroy(failure);
  });
  return reply.send(output);
}
