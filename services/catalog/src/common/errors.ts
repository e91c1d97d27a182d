import { GraphQLError } from 'graphql';
import { DomainError } from '@shop/platform';

/** catalog's expected failures: stable codes, the Vietnamese text the user sees, the HTTP status. */
export const CatalogErrors = {
  productNotFound: () => new DomainError('PRODUCT_NOT_FOUND', 'Không tìm thấy sản phẩm', 404),
  variantNotFound: () => new DomainError('VARIANT_NOT_FOUND', 'Không tìm thấy biến thể sản phẩm', 404),
  categoryNotFound: () => new DomainError('CATEGORY_NOT_FOUND', 'Không tìm thấy danh mục', 404),
  categorySlugTaken: () =>
    new DomainError('CATEGORY_SLUG_TAKEN', 'Tên danh mục trùng với một danh mục vừa được tạo, vui lòng thử lại', 409, {
      name: 'Tên danh mục trùng với một danh mục vừa được tạo, vui lòng thử lại',
    }),
  categoryInUse: () => new DomainError('CATEGORY_IN_USE', 'Không thể xóa danh mục đang có sản phẩm', 409),
  categoryRequired: () => new DomainError('VALIDATION_FAILED', 'Vui lòng chọn danh mục', 400, { category: 'Vui lòng chọn danh mục' }),
  negativeStock: () => new DomainError('NEGATIVE_STOCK', 'Số lượng tồn kho không được âm', 400, { stock: 'Số lượng tồn kho không được âm' }),
  productHasVariants: () => new DomainError('PRODUCT_HAS_VARIANTS', 'Sản phẩm có biến thể: hãy cập nhật tồn kho của từng biến thể', 400),
  skuTaken: (sku: string) => new DomainError('SKU_TAKEN', `Mã SKU ${sku} đã tồn tại`, 409, { sku: `Mã SKU ${sku} đã tồn tại` }),
  noImages: () => new DomainError('VALIDATION_FAILED', 'Vui lòng upload ít nhất 1 hình ảnh', 400, { images: 'Vui lòng upload ít nhất 1 hình ảnh' }),
  imagesWithoutData: () =>
    new DomainError('VALIDATION_FAILED', 'Vui lòng upload lại ảnh (ảnh hiện tại thiếu dữ liệu)', 400, {
      images: 'Vui lòng upload lại ảnh (ảnh hiện tại thiếu dữ liệu)',
    }),
  imageTooLarge: (file: string) => new DomainError('IMAGE_TOO_LARGE', `Ảnh ${file} quá lớn (tối đa 5MB)`, 400),
  imageBadType: (file: string) => new DomainError('IMAGE_BAD_TYPE', `Ảnh ${file} không đúng định dạng (chỉ chấp nhận: jpg, png, gif, webp)`, 400),
  imageTooManyPixels: (file: string) => new DomainError('IMAGE_TOO_MANY_PIXELS', `Ảnh ${file} có kích thước quá lớn (tối đa 40 megapixel)`, 400),
  noFiles: () => new DomainError('NO_FILES', 'Vui lòng chọn ảnh để upload', 400),
};

/** Field resolvers raise expected failures as the GraphQL error the filter would make. */
export function asGraphQLError(err: DomainError): GraphQLError {
  return new GraphQLError(err.message, {
    extensions: { code: err.code, status: err.status, ...(err.fields ? { errors: err.fields } : {}) },
  });
}
