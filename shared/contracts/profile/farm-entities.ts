/** A producer's own farm page, as the profile's «Página de tu finca» edits it. */
import type { FarmPage } from '../products/farm-entities.js';
import type { UploadUrl } from '../products/entities.js';

export interface OwnFarmPage extends FarmPage {
  /** Every photo of the page, the main one first, checked or not (the public page shows the checked ones). */
  imageUrls: string[];
  /** The photos of `imageUrls` still being checked (not on the public page yet). */
  pendingImageUrls: string[];
  /** Photos the check refused and removed since the producer last changed the photos. */
  rejectedImages: number;
}

export interface OwnFarmPageAnswer {
  farm: OwnFarmPage;
}

/** A saved page, with a presigned PUT per new photo the request named. */
export interface OwnFarmPageSaved extends OwnFarmPageAnswer {
  uploadUrls: UploadUrl[];
}
