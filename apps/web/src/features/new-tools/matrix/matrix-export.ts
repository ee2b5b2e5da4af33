import type { MatrixDiagram } from '@qis/shared';
import { t } from '../../../locales';
import { downloadBlob } from '../../../shell/utils/download';
import { exportFileName } from '../../diagram/picture-file-name';
import { buildMatrixSvg } from './matrix-svg';

/** Draws the SVG onto a canvas at twice its size (for print) and answers the PNG. */
function svgToPng(svg: string, width: number, height: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }));
    image.onload = () => {
      URL.revokeObjectURL(url);
      const canvas = document.createElement('canvas');
      canvas.width = width * 2;
      canvas.height = height * 2;
      const context = canvas.getContext('2d');
      if (!context) return reject(new Error('canvas'));
      context.scale(2, 2);
      context.drawImage(image, 0, 0, width, height);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('png'))), 'image/png');
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('svg'));
    };
    image.src = url;
  });
}

/** Downloads the matrix as a picture named after its title. */
export async function exportMatrixPicture(diagram: MatrixDiagram, kind: 'png' | 'svg') {
  const { svg, width, height } = buildMatrixSvg(diagram, {
    total: t('newTools.matrix.total'),
    rank: t('newTools.matrix.rank'),
    subtotal: t('newTools.matrix.subtotal'),
  });
  const fileName = exportFileName(diagram.title, kind, t('newTools.matrix.fileName'));
  if (kind === 'svg') return downloadBlob(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }), fileName);
  downloadBlob(await svgToPng(svg, width, height), fileName);
}
