// Schools and villages: the admin screens' endpoints and the service other modules use to
// read places (`app.places`).
import { definePortalModule } from '../../platform';
import { placesRoutes } from './places.routes';
import { createPlacesService, type PlacesService } from './places.service';

declare module 'fastify' {
  interface FastifyInstance {
    places: PlacesService;
  }
}

export const placesModule = definePortalModule('places', async (app, platform) => {
  const places = createPlacesService(platform);
  app.decorate('places', places);
  placesRoutes(app, 'school', places);
  placesRoutes(app, 'village', places);
});
