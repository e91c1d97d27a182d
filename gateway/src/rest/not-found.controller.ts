import { All, Controller } from '@nestjs/common';
import { DomainError } from '@shop/platform';

@Controller('api')
export class NotFoundController {
  @All('*path')
  notFound(): never {
    throw new DomainError('NOT_FOUND', 'Không tìm thấy đường dẫn', 404);
  }
}
