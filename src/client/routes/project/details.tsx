import { createFileRoute } from '@tanstack/react-router';
import { ProductDetailPage } from '#client/features/marketing/components/product-detail-page';
import { idSearch } from '#client/features/marketing/public';

export const Route = createFileRoute('/project/details')({
  validateSearch: idSearch,
  component: function ProjectDetails() {
    const { id } = Route.useSearch();
    return <ProductDetailPage id={id} />;
  },
});
