/** The image pipeline and its storage (issue 18): profiles use it for avatars, backgrounds and products; posts next. */
export { type ImageLimits, type ImageVariant, type ProcessedImage, processImage } from './image-pipeline';
export { sniffImageFormat } from './image-sniff';
export { IMAGE_KEY_PATTERN, type ImageStore, LocalDiskImageStore } from './image-store';
export { acceptImageUploads, type ImageUpload, readImageUpload } from './multipart-upload';
