// /edrocks/donations/review: the texts of the donation pages the safeguarding screening held.
// (The screen's title is the app bar's h1.)
import { TextReviewList } from '../components/text-review-list';

export default function DonationReviewRoute() {
  return <TextReviewList />;
}
