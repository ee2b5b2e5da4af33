import { downloadUrl } from '../../../shell/utils/download';
import { exportFileName } from '../../diagram/picture-file-name';
import type { ChartImage } from '../../statistics/components/chart-registry';

/** Saves the page's chart pictures as PNG files: the file's name, or with the chart's title when there are several. */
export function saveChartPictures(fileName: string, images: ChartImage[]) {
  for (const image of images) {
    downloadUrl(image.png, exportFileName(images.length > 1 ? `${fileName} ${image.title}` : fileName, 'png', 'chart'));
  }
}
