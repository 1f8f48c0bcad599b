import { createFileRoute } from '@tanstack/react-router';
import { AssessmentCards } from '../features/assessment/components/assessment-list';
import { HomePage } from '../features/marketing/components/home-page';
import { bannersQuery, productListQuery, teamListQuery } from '../features/marketing/public';

export const Route = createFileRoute('/')({
  // The home page is the most common first page: its component ships in the main bundle, so its
  // banner (the largest paint) does not wait for one more request on a slow school network.
  codeSplitGroupings: [['errorComponent'], ['notFoundComponent']],
  // Start the home page's data while its code loads, so the banner (the largest paint) comes sooner.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(bannersQuery());
    void context.queryClient.prefetchQuery(productListQuery);
    void context.queryClient.prefetchQuery(teamListQuery);
  },
  component: Home,
});

function Home() {
  return <HomePage assessments={<AssessmentCards headingLevel={3} />} />;
}
