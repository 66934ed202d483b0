// Donations (`app.donations`): online gifts through the payment provider, manual gifts, the
// sponsors' fundraising pages, the safeguarding review of what the pages show, the list and the
// total report. Registers itself as the owner of 'donation' payments, so the provider's webhook
// confirms, cancels and refunds its gifts.
import { definePortalModule } from '../../platform';
import { createDonationPagesService } from './donation-pages.service';
import { createDonationListService } from './donations-list.service';
import { donationsRoutes } from './donations.routes';
import { createDonationsService, type DonationsService } from './donations.service';
import { createTextReviewService } from './text-review.service';

declare module 'fastify' {
  interface FastifyInstance {
    donations: DonationsService;
  }
}

export const donationsModule = definePortalModule(
  'donations',
  async (app, platform) => {
    const pages = createDonationPagesService(platform);
    const donations = createDonationsService({
      ...platform,
      payments: app.payments,
      pages,
      log: app.log,
    });
    const lists = createDonationListService({
      ...platform,
      paymentProvider: app.payments.provider.name,
    });
    const review = createTextReviewService(platform);
    app.decorate('donations', donations);
    app.payments.registerOwner('donation', donations.owner);
    donationsRoutes(app, { donations, lists, pages, review });
  },
  // The checkout, refunds and webhook from payments; years are read through periods' service,
  // pairings (sponsorship) read-only for the pages.
  { dependencies: ['payments', 'periods', 'sponsorship'] },
);
