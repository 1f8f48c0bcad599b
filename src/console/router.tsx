import { LoginPage } from './account/login-page';
import { PasswordPage } from './account/password-page';
import { AuditPage } from './audit/audit-page';
import { CatalogEditPage } from './content/catalog-edit-page';
import { CatalogListPage } from './content/catalog-list-page';
import { ConsoleLayout } from './layout/console-layout';
import { ConsoleNotFound } from './layout/console-not-found';
import { LeadsPage } from './leads/leads-page';
import { NewsEditPage } from './news/news-edit-page';
import { NewsListPage } from './news/news-list-page';
import { NewsTypesPage } from './news/news-types-page';
import { OperationsPage } from './operations/operations-page';
import { OperatorsPage } from './operators/operators-page';
import { SchoolsPage } from './schools/schools-page';
import { XuankePage } from './xuanke/xuanke-page';
import * as route from './routes';

/** The console's pages on its routes (routes.ts): each page gets what its route parsed as props. */
route.root.update({ notFoundComponent: ConsoleNotFound });
route.login.update({ component: () => <LoginPage search={route.login.useSearch()} /> });
route.signedIn.update({ component: ConsoleLayout });
route.leads.update({ component: () => <LeadsPage search={route.leads.useSearch()} /> });
route.newsList.update({ component: NewsListPage });
route.newsTypes.update({ component: NewsTypesPage });
route.newsNew.update({ component: () => <NewsEditPage id={null} /> });
route.newsEdit.update({
  notFoundComponent: ConsoleNotFound,
  component: function NewsEditRoute() {
    const { id } = route.newsEdit.useParams();
    return <NewsEditPage key={id} id={id} />;
  },
});
route.contentList.update({
  notFoundComponent: ConsoleNotFound,
  component: function CatalogListRoute() {
    const { kind } = route.contentList.useParams();
    return <CatalogListPage key={kind} kind={kind} />;
  },
});
route.contentNew.update({
  notFoundComponent: ConsoleNotFound,
  component: function CatalogNewRoute() {
    const { kind } = route.contentNew.useParams();
    return <CatalogEditPage key={`${kind}/new`} kind={kind} id={null} />;
  },
});
route.contentEdit.update({
  notFoundComponent: ConsoleNotFound,
  component: function CatalogEditRoute() {
    const { kind, id } = route.contentEdit.useParams();
    return <CatalogEditPage key={`${kind}/${id}`} kind={kind} id={id} />;
  },
});
route.schools.update({ component: SchoolsPage });
route.xuanke.update({ component: XuankePage });
route.operations.update({ component: OperationsPage });
route.audit.update({ component: AuditPage });
route.staff.update({ component: OperatorsPage });
route.password.update({ component: PasswordPage });

export const consoleRouter = route.consoleRouter;
