import { BinaryBitmap, Code128Reader, DecodeHintType, HybridBinarizer, RGBLuminanceSource } from '@zxing/library';
import sharp from 'sharp';

/**
 * The text of the Code 128 barcode in a picture (a screenshot of a printed slip), read as a
 * carrier's scanner reads it: grey levels, one row after another, no knowledge of what it says.
 */
export async function readCode128(png: Buffer): Promise<string> {
  // a white quiet zone around the bars, as paper has
  const { data, info } = await sharp(png)
    .extend({ top: 20, bottom: 20, left: 40, right: 40, background: '#fff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const source = new RGBLuminanceSource(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  const hints = new Map([[DecodeHintType.TRY_HARDER, true]]);
  return new Code128Reader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
}
