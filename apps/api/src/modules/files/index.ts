// Uploaded files: GET /edrocks/api/files/:id for whoever may see the owning record. The upload
// service itself is part of the platform (`platform.files`, lib/files): each module registers
// the owners of its files on `files.owners` (users: profile photos; students, sponsors: theirs).
import { definePortalModule } from '../../platform';
import { filesRoutes } from './files.routes';

export const filesModule = definePortalModule('files', async (app, platform) => {
  filesRoutes(app, platform.files);
});
