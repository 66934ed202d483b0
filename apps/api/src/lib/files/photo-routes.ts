// The two photo endpoints every record with a photo has (PUT a JPEG, DELETE it), answered with the
// updated record: one helper, so the upload, the owner check and the answer are the same for
// users, students and sponsors.
import type { FastifyInstance } from 'fastify';
import type { EndpointDefinition, EndpointResult } from '@portal/shared';
import { endpointRoute, type EndpointHandler } from '../endpoint-route';
import type { AuthContext } from '../auth-context';
import type { FileOwnerKind } from './file-owners';
import { discardUpload, readUpload } from './upload';

export function photoRoutes<
  const Set extends EndpointDefinition & { upload: true },
  const Remove extends EndpointDefinition,
>(
  app: FastifyInstance,
  endpoints: { setPhoto: Set; removePhoto: Remove },
  owner: {
    kind: FileOwnerKind;
    /** Whose photo: the path's id, or the signed-in user. */
    idOf: (params: { id?: number } | undefined, auth: AuthContext) => number;
    /**
     * Throws when the caller may reach the record but not change its photo (a translated refusal
     * instead of the 404 the owner's canWrite gives).
     */
    refuseChange?: (auth: AuthContext, id: number) => Promise<void>;
    /** The updated record the answer carries. */
    load: (auth: AuthContext, id: number) => Promise<EndpointResult<Set> & EndpointResult<Remove>>;
  },
): void {
  const { files } = app.platform;
  const setPhoto: EndpointHandler<Set> = async ({ auth, params, request }) => {
    const caller = auth as AuthContext;
    const ownerId = owner.idOf(params as { id?: number } | undefined, caller);
    const file = await readUpload(request);
    try {
      await owner.refuseChange?.(caller, ownerId);
    } catch (error) {
      discardUpload(file);
      throw error;
    }
    await files.replacePhoto({ ownerKind: owner.kind, ownerId, file, auth: caller });
    return owner.load(caller, ownerId) as never;
  };
  const removePhoto: EndpointHandler<Remove> = async ({ auth, params }) => {
    const caller = auth as AuthContext;
    const ownerId = owner.idOf(params as { id?: number } | undefined, caller);
    await owner.refuseChange?.(caller, ownerId);
    await files.removePhoto({ ownerKind: owner.kind, ownerId, auth: caller });
    return owner.load(caller, ownerId) as never;
  };
  endpointRoute(app, endpoints.setPhoto, setPhoto);
  endpointRoute(app, endpoints.removePhoto, removePhoto);
}
