import { PHOTO_SIZE_PX } from '@ankur/shared/schemas/profiles';
import sharp from 'sharp';
import { badRequest } from '../../lib/errors.ts';

export const PHOTO_TYPE_ERROR = 'Invalid body.file: choose a JPEG, PNG or WebP picture';

/**
 * A profile photo as stored: the picture's format is sniffed from its bytes (JPEG, PNG or WebP
 * only, whatever the upload claims), turned upright, cropped to the centre square, resized to
 * 512 px and re-encoded as WebP (which also drops its metadata, such as a camera's location).
 */
export async function processPhoto(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw badRequest(PHOTO_TYPE_ERROR, [{ path: 'body.file', message: 'is not a JPEG, PNG or WebP picture' }]);
  }
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp') {
    throw badRequest(PHOTO_TYPE_ERROR, [{ path: 'body.file', message: 'is not a JPEG, PNG or WebP picture' }]);
  }
  try {
    return await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(PHOTO_SIZE_PX, PHOTO_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(PHOTO_TYPE_ERROR, [{ path: 'body.file', message: 'could not be read as a picture' }]);
  }
}
