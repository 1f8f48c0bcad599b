import type { ServerModule } from '../http/server-module';
import { imageRoutes } from './image-routes';

/** Operators' image uploads and the public address of every uploaded image; async: it registers the multipart plugin in its own scope. */
export const imagesModule: ServerModule = { name: 'images', register: imageRoutes };
