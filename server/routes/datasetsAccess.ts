import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/bearerToken';
import { mayRead } from '../datasets/access';
import type { CatalogueDataset, Viewer } from '../datasets/catalogueTypes';
import { errorBody } from '../errors/httpErrors';

/**
 * Who is asking, for the portal: a caller `optionalUser` verified brings their token (the portal
 * shows them the items shared with them); anyone else is anonymous.
 */
export function viewerOf(request: FastifyRequest): Viewer {
  const token = request.identity ? bearerToken(request.headers.authorization) : null;
  return { token: token ?? null };
}

/**
 * The dataset by id, if the caller may read it; otherwise the answer is sent: 404 for an
 * unknown id, 401 `sign-in-required` for a staff-only dataset and an anonymous caller (the page
 * then offers to sign in), 403 for a signed-in caller who is not staff.
 */
export async function readableDataset(
  request: FastifyRequest,
  reply: FastifyReply,
  portalId: string,
): Promise<CatalogueDataset | undefined> {
  const dataset = await request.server.datasets.catalogue.find(portalId, viewerOf(request));
  if (!dataset) {
    void reply.code(404).send(errorBody('not-found', `No dataset ${portalId}`));
    return undefined;
  }
  if (mayRead(dataset.access, request.identity)) return dataset;
  if (request.identity) {
    void reply.code(403).send(errorBody('forbidden', 'This dataset is for department staff.'));
  } else {
    void reply
      .header('www-authenticate', 'Bearer realm="TIMS"')
      .code(401)
      .send(
        errorBody('sign-in-required', 'Sign in to see this dataset: it is for department staff.'),
      );
  }
  return undefined;
}
