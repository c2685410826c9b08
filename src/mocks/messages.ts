import { MAX_BID_UPDATES, MAX_BIDS_PER_INQUIRY } from '@/config/limits';

// A message a line, az|en|ru, in the language the request asks for.
const messages = {
  invalidCredentials:
    'E-poçt və ya şifrə yanlışdır.|The email or password is incorrect.|Неверный адрес электронной почты или пароль.',
  unauthorized:
    'Sessiyanın vaxtı bitib. Yenidən daxil olun.|Your session has expired. Please sign in again.|Сессия истекла. Войдите снова.',
  forbiddenRole:
    'Bu əməliyyat üçün icazəniz yoxdur.|You do not have permission for this action.|У вас нет прав на это действие.',
  validation:
    'Məlumatlar yanlışdır. Xanaları yoxlayın.|Some fields are invalid. Please check them.|Некоторые поля заполнены неверно. Проверьте их.',
  emailTaken:
    'Bu e-poçtla artıq hesab var.|An account with this email already exists.|Аккаунт с таким адресом уже существует.',
  invalidRefresh:
    'Sessiyanı yeniləmək mümkün olmadı.|The session could not be renewed.|Не удалось обновить сессию.',
  invalidResetToken:
    'Şifrə bərpası linki etibarsızdır və ya vaxtı keçib.|The password reset link is invalid or has expired.|Ссылка для сброса пароля недействительна или устарела.',
  suspended:
    'Təşkilatınız müvəqqəti dayandırılıb. Dəstək xidməti ilə əlaqə saxlayın.|Your organisation is temporarily suspended. Please contact support.|Ваша организация временно приостановлена. Обратитесь в поддержку.',
  deactivated: 'Hesabınız deaktiv edilib.|Your account has been deactivated.|Ваш аккаунт деактивирован.',
  alreadySent:
    'Bu sorğu artıq göndərilib; qaralama kimi dəyişdirilə bilməz.|This inquiry has already been sent; it can no longer be edited as a draft.|Этот запрос уже отправлен; его нельзя изменить как черновик.',
  uploadTooBig:
    'Fayl çox böyükdür: ən çoxu 10 MB ola bilər.|The file is too large: the limit is 10 MB.|Файл слишком большой: не более 10 МБ.',
  uploadType:
    'Bu fayl növü qəbul edilmir: PDF, JPG, PNG, XLSX və ya DOCX yükləyin.|This file type is not accepted: upload PDF, JPG, PNG, XLSX or DOCX.|Этот тип файла не принимается: загрузите PDF, JPG, PNG, XLSX или DOCX.',
  notYourShipment:
    'Bu daşıma sizə həvalə edilməyib.|This shipment has not been awarded to you.|Эта перевозка вам не поручена.',
  bidNotPending:
    'Bu təklif artıq cavablandırılıb: yalnız gözləmədə olan təklif qəbul və ya ləğv edilə bilər.|This bid has already been answered: only a pending bid can be accepted or cancelled.|На это предложение уже дан ответ: принять или отменить можно только ожидающее предложение.',
  profileIncomplete:
    'Sorğulara təklif vermək üçün əlavə məlumatlar doldurulmalıdır.|To submit offers for requests, additional information must be filled in.|Чтобы отправлять предложения по запросам, необходимо заполнить дополнительную информацию.',
  maxBids: `Hər sorğu üçün maksimum ${MAX_BIDS_PER_INQUIRY} təklif verə bilərsiniz.|You can provide a maximum of ${MAX_BIDS_PER_INQUIRY} suggestions per inquiry.|Вы можете отправить не более ${MAX_BIDS_PER_INQUIRY} предложений по одному запросу.`,
  maxUpdates: `Təklifi ${MAX_BID_UPDATES} dəfədən çox yeniləyə bilməzsiniz|You cannot update the offer more than ${MAX_BID_UPDATES} times|Вы не можете обновить предложение более ${MAX_BID_UPDATES} раз`,
  inquiryClosed:
    'Bu sorğu artıq təklif qəbul etmir: bu arada bağlanıb və ya başqa təklif qəbul edilib.|This inquiry no longer takes bids: it was closed or awarded in the meantime.|Этот запрос больше не принимает предложения: тем временем он закрыт или присуждён.',
  bidNotEditable:
    'Yalnız gözləmədə olan təklif yenilənə bilər.|Only a pending bid can be updated.|Обновить можно только ожидающее предложение.',
  noChanges:
    'Təklifdə heç nə dəyişməyib.|Nothing in the bid has changed.|В предложении ничего не изменилось.',
  notDelivered:
    'Daşıyıcı yükü çatdırılmış kimi qeyd etdikdən sonra çatdırılmanı təsdiqləmək olar.|Delivery can be confirmed once the carrier has marked the shipment delivered.|Подтвердить доставку можно после того, как перевозчик отметит груз доставленным.',
  memberExists:
    'Bu e-poçtla üzv artıq təşkilatınızdadır.|A member with this email is already in your organisation.|Участник с таким адресом уже есть в вашей организации.',
  emailOtherOrganization:
    'Bu e-poçt başqa təşkilatın istifadəçisinə məxsusdur.|This email belongs to a user of another organisation.|Этот адрес принадлежит пользователю другой организации.',
  wrongPassword: 'Cari şifrə yanlışdır.|The current password is incorrect.|Текущий пароль неверен.',
  samePassword:
    'Yeni şifrə cari şifrədən fərqli olmalıdır.|The new password must differ from the current one.|Новый пароль должен отличаться от текущего.',
  cannotDeactivateSelf:
    'Öz hesabınızı deaktiv edə bilməzsiniz.|You cannot deactivate your own account.|Нельзя деактивировать собственную учётную запись.',
  wrongOrganizationType:
    'Bu ünvan bu növ təşkilat üçün deyil.|This address is not for this type of organisation.|Этот адрес не для организации такого типа.',
  nothingOwed:
    'Bu valyutada ödəniləcək komissiya yoxdur.|No commission is owed in this currency.|В этой валюте нет задолженности по комиссии.',
  promoUnknown: 'Belə promo kod yoxdur.|This promo code does not exist.|Такого промокода не существует.',
  promoExpired:
    'Bu promo kodun müddəti bitib.|This promo code has expired.|Срок действия этого промокода истёк.',
  promoUsedUp:
    'Bu promo kod artıq icazə verilən sayda istifadə olunub.|This promo code has been used as many times as it allows.|Этот промокод уже использован максимальное число раз.',
  promoCurrency:
    'Bu vauçer başqa valyutadadır.|This voucher is in another currency.|Этот ваучер в другой валюте.',
  promoExists:
    'Bu kodla promo kod artıq var.|A promo code with this code already exists.|Промокод с таким кодом уже существует.',
  paymentTooLarge:
    'Bir ödənişin məbləği 50 000-dən çox ola bilməz. Dəstək xidməti ilə əlaqə saxlayın.|A single payment cannot exceed 50,000. Please contact support.|Один платёж не может превышать 50 000. Обратитесь в поддержку.',
  cardDeclined:
    'Kart bankı tərəfindən rədd edildi. Heç bir məbləğ tutulmayıb.|The card was declined by its bank. Nothing was charged.|Банк отклонил карту. Деньги не списаны.',
  cardUnknown:
    'Bu kart qəbul edilmədi. Heç bir məbləğ tutulmayıb.|This card was not accepted. Nothing was charged.|Эта карта не принята. Деньги не списаны.',
  paymentUncaptured:
    'Bank ödənişi hələ emal edir: məbləğ bloklanıb, lakin tutulmayıb.|The bank is still processing the payment: the amount is held but not yet captured.|Банк ещё обрабатывает платёж: сумма заблокирована, но не списана.',
  balanceChanged:
    'Ödəniş başlayandan sonra bu komissiyanın bir hissəsi artıq ödənilib. Ödənişi yenidən başladın.|Part of this commission has been paid since this payment was started. Please start the payment again.|Часть этой комиссии уже оплачена после начала этого платежа. Начните платёж заново.',
  paymentNotPending:
    'Bu ödəniş artıq emal olunub.|This payment has already been processed.|Этот платёж уже обработан.',
  notRefundable:
    'Yalnız uğurlu ödəniş geri qaytarıla bilər.|Only a successful payment can be refunded.|Вернуть можно только успешный платёж.',
  notAContact:
    'Yalnız sorğu və ya təklif üzrə əməkdaşlıq etdiyiniz təşkilata yaza bilərsiniz.|You can write only to an organisation you deal with through an inquiry or a bid.|Писать можно только организации, с которой вы работаете по запросу или предложению.',
  notYourOffer:
    'Bu marşrut təklifi sizin təşkilatınıza məxsus deyil.|This route offer does not belong to your organisation.|Это предложение маршрута не принадлежит вашей организации.',
  biddingClosed:
    'Bu sorğu üzrə təkliflərin qəbulu bağlanıb: son tarix keçib.|Bidding on this inquiry has closed: its deadline has passed.|Приём предложений по этому запросу закрыт: срок истёк.',
  notExtendable:
    'Son tarixi yalnız təklif qəbul edən və hələ daşıyıcı seçilməmiş sorğu üçün uzatmaq olar.|The deadline can be extended only for an inquiry that takes bids and has no carrier chosen yet.|Продлить срок можно только для запроса, который принимает предложения и ещё без выбранного перевозчика.',
  notShipping:
    'İzləmə linki yalnız daşıyıcısı seçilmiş yük üçün yaradıla bilər.|A tracking link can be made only once a carrier has been chosen for the shipment.|Ссылку для отслеживания можно создать только после выбора перевозчика.',
  trackingLinkInvalid:
    'Bu izləmə linki etibarsızdır.|This tracking link is not valid.|Эта ссылка для отслеживания недействительна.',
  trackingLinkExpired:
    'Bu izləmə linkinin vaxtı bitib.|This tracking link has expired.|Срок действия этой ссылки для отслеживания истёк.',
  notRateable:
    'Daşıyıcını çatdırılmanı təsdiqlədikdən sonra qiymətləndirmək olar.|The carrier can be rated once you have confirmed delivery.|Оценить перевозчика можно после подтверждения доставки.',
  ratingLocked:
    'Qiyməti yalnız verildiyi gündən 7 gün ərzində dəyişmək olar.|A rating can be changed only within 7 days of giving it.|Оценку можно изменить только в течение 7 дней после её выставления.',
  notFound: 'Tapılmadı.|Not found.|Не найдено.',
} as const;

export type MessageKey = keyof typeof messages;

export function message(request: Request, key: MessageKey): string {
  const [az = '', en = az, ru = az] = messages[key].split('|');
  const language = (request.headers.get('Accept-Language') ?? 'az').slice(0, 2);
  return language === 'en' ? en : language === 'ru' ? ru : az;
}
