/** What the rest of the server may use of marketing/: everything else in the folder is its own. */
export { bannersByTag, notFound, onSite, publicNews } from './content';
