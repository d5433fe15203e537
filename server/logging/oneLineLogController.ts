import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's request log in one line a request instead of two: nothing on arrival, and on
 * completion what both lines said (`req`: method, redacted URL, address; `res`: status;
 * `responseTime`). Under load the log costs half as much (two lines were about a fifth of the
 * work of a PID search); a request that never completes is still logged by the timeout or
 * error that ends it.
 */
export class OneLineLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
