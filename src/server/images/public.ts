/** What the rest of the server may use of images/: everything else in the folder is its own. */
export { DatabaseImageStore, DiskImageStore, type ImageStore } from './image-store';
