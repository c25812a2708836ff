import type { City } from './types.js';

/**
 * Gazetteer of the cities a member can pick. Ids are `<country id>-<short code>` (IATA-like where one fits).
 * Coordinates are the city centre in WGS 84 decimal degrees, rounded to 4 decimals; they drive "nearest" sorting.
 */
// prettier-ignore
export const cities: readonly City[] = [
  // United Arab Emirates
  { id: 'AE-AUH', countryId: 'AE', lat: 24.4539, lon: 54.3773, label: { ar: 'أبوظبي', en: 'Abu Dhabi', ur: 'ابوظہبی', fa: 'ابوظبی', tr: 'Abu Dabi' } },
  { id: 'AE-DXB', countryId: 'AE', lat: 25.2048, lon: 55.2708, label: { ar: 'دبي', en: 'Dubai', ur: 'دبئی', fa: 'دبی', tr: 'Dubai' } },
  { id: 'AE-SHJ', countryId: 'AE', lat: 25.3463, lon: 55.4209, label: { ar: 'الشارقة', en: 'Sharjah', ur: 'شارجہ', fa: 'شارجه', tr: 'Şarika' } },
  { id: 'AE-AJM', countryId: 'AE', lat: 25.4052, lon: 55.5136, label: { ar: 'عجمان', en: 'Ajman', ur: 'عجمان', fa: 'عجمان', tr: 'Acman' } },
  { id: 'AE-UAQ', countryId: 'AE', lat: 25.5647, lon: 55.5552, label: { ar: 'أم القيوين', en: 'Umm Al Quwain', ur: 'ام القیوین', fa: 'ام‌القیوین', tr: 'Ümmülkayveyn' } },
  { id: 'AE-RAK', countryId: 'AE', lat: 25.7895, lon: 55.9432, label: { ar: 'رأس الخيمة', en: 'Ras Al Khaimah', ur: 'راس الخیمہ', fa: 'رأس‌الخیمه', tr: 'Ras el-Hayme' } },
  { id: 'AE-FJR', countryId: 'AE', lat: 25.1288, lon: 56.3265, label: { ar: 'الفجيرة', en: 'Fujairah', ur: 'فجیرہ', fa: 'فجیره', tr: 'Füceyre' } },
  { id: 'AE-AAN', countryId: 'AE', lat: 24.2075, lon: 55.7447, label: { ar: 'العين', en: 'Al Ain', ur: 'العین', fa: 'العین', tr: 'El Ayn' } },
  { id: 'AE-KFK', countryId: 'AE', lat: 25.3313, lon: 56.3420, label: { ar: 'خورفكان', en: 'Khor Fakkan', ur: 'خورفکان', fa: 'خورفکان', tr: 'Hor Fakkan' } },
  { id: 'AE-KLB', countryId: 'AE', lat: 25.0513, lon: 56.3542, label: { ar: 'كلباء', en: 'Kalba', ur: 'کلباء', fa: 'کلبا', tr: 'Kelba' } },
  { id: 'AE-DBA', countryId: 'AE', lat: 25.5925, lon: 56.2618, label: { ar: 'دبا', en: 'Dibba', ur: 'دبا', fa: 'دبا', tr: 'Dibba' } },
  { id: 'AE-MZD', countryId: 'AE', lat: 23.6542, lon: 53.7052, label: { ar: 'مدينة زايد', en: 'Madinat Zayed', ur: 'مدینہ زاید', fa: 'مدینه زاید', tr: 'Medinet Zayed' } },
  { id: 'AE-RWS', countryId: 'AE', lat: 24.1103, lon: 52.7306, label: { ar: 'الرويس', en: 'Ruwais', ur: 'الرویس', fa: 'الرویس', tr: 'Ruveys' } },
  // Saudi Arabia
  { id: 'SA-RUH', countryId: 'SA', lat: 24.7136, lon: 46.6753, label: { ar: 'الرياض', en: 'Riyadh', ur: 'ریاض', fa: 'ریاض', tr: 'Riyad' } },
  { id: 'SA-JED', countryId: 'SA', lat: 21.4858, lon: 39.1925, label: { ar: 'جدة', en: 'Jeddah', ur: 'جدہ', fa: 'جده', tr: 'Cidde' } },
  { id: 'SA-MKK', countryId: 'SA', lat: 21.4225, lon: 39.8262, label: { ar: 'مكة المكرمة', en: 'Makkah', ur: 'مکہ مکرمہ', fa: 'مکه', tr: 'Mekke' } },
  { id: 'SA-MED', countryId: 'SA', lat: 24.4672, lon: 39.6111, label: { ar: 'المدينة المنورة', en: 'Madinah', ur: 'مدینہ منورہ', fa: 'مدینه', tr: 'Medine' } },
  { id: 'SA-DMM', countryId: 'SA', lat: 26.4207, lon: 50.0888, label: { ar: 'الدمام', en: 'Dammam', ur: 'دمام', fa: 'دمام', tr: 'Dammam' } },
  { id: 'SA-KHO', countryId: 'SA', lat: 26.2172, lon: 50.1971, label: { ar: 'الخبر', en: 'Khobar', ur: 'الخبر', fa: 'الخبر', tr: 'Hubar' } },
  { id: 'SA-TIF', countryId: 'SA', lat: 21.2703, lon: 40.4158, label: { ar: 'الطائف', en: 'Taif', ur: 'طائف', fa: 'طائف', tr: 'Taif' } },
  { id: 'SA-AHB', countryId: 'SA', lat: 18.2164, lon: 42.5053, label: { ar: 'أبها', en: 'Abha', ur: 'ابہا', fa: 'ابها', tr: 'Ebha' } },
  { id: 'SA-TUU', countryId: 'SA', lat: 28.3838, lon: 36.5550, label: { ar: 'تبوك', en: 'Tabuk', ur: 'تبوک', fa: 'تبوک', tr: 'Tebük' } },
  // Qatar
  { id: 'QA-DOH', countryId: 'QA', lat: 25.2854, lon: 51.5310, label: { ar: 'الدوحة', en: 'Doha', ur: 'دوحہ', fa: 'دوحه', tr: 'Doha' } },
  { id: 'QA-WAK', countryId: 'QA', lat: 25.1715, lon: 51.6034, label: { ar: 'الوكرة', en: 'Al Wakrah', ur: 'الوکرہ', fa: 'الوکره', tr: 'El Vakra' } },
  { id: 'QA-RAY', countryId: 'QA', lat: 25.2919, lon: 51.4244, label: { ar: 'الريان', en: 'Al Rayyan', ur: 'الریان', fa: 'الریان', tr: 'Er Reyyan' } },
  { id: 'QA-KHR', countryId: 'QA', lat: 25.6839, lon: 51.5058, label: { ar: 'الخور', en: 'Al Khor', ur: 'الخور', fa: 'الخور', tr: 'El Hor' } },
  // Kuwait
  { id: 'KW-KWI', countryId: 'KW', lat: 29.3759, lon: 47.9774, label: { ar: 'مدينة الكويت', en: 'Kuwait City', ur: 'کویت سٹی', fa: 'شهر کویت', tr: 'Kuveyt Şehri' } },
  { id: 'KW-HWL', countryId: 'KW', lat: 29.3328, lon: 48.0286, label: { ar: 'حولي', en: 'Hawalli', ur: 'حولی', fa: 'حولی', tr: 'Havalli' } },
  { id: 'KW-FRW', countryId: 'KW', lat: 29.2775, lon: 47.9586, label: { ar: 'الفروانية', en: 'Al Farwaniyah', ur: 'الفروانیہ', fa: 'الفروانیه', tr: 'El Ferveniye' } },
  { id: 'KW-AHM', countryId: 'KW', lat: 29.0769, lon: 48.0838, label: { ar: 'الأحمدي', en: 'Al Ahmadi', ur: 'الاحمدی', fa: 'الاحمدی', tr: 'El Ahmedi' } },
  { id: 'KW-JHR', countryId: 'KW', lat: 29.3375, lon: 47.6581, label: { ar: 'الجهراء', en: 'Al Jahra', ur: 'الجہراء', fa: 'الجهراء', tr: 'El Cehra' } },
  // Bahrain
  { id: 'BH-MNM', countryId: 'BH', lat: 26.2285, lon: 50.5860, label: { ar: 'المنامة', en: 'Manama', ur: 'منامہ', fa: 'منامه', tr: 'Manama' } },
  { id: 'BH-MHQ', countryId: 'BH', lat: 26.2572, lon: 50.6119, label: { ar: 'المحرق', en: 'Muharraq', ur: 'محرق', fa: 'محرق', tr: 'Muharrak' } },
  { id: 'BH-RIF', countryId: 'BH', lat: 26.1300, lon: 50.5550, label: { ar: 'الرفاع', en: 'Riffa', ur: 'رفاع', fa: 'رفاع', tr: 'Rifa' } },
  { id: 'BH-ISA', countryId: 'BH', lat: 26.1736, lon: 50.5478, label: { ar: 'مدينة عيسى', en: 'Isa Town', ur: 'مدینہ عیسیٰ', fa: 'مدینه عیسی', tr: 'Medinet İsa' } },
  // Oman
  { id: 'OM-MCT', countryId: 'OM', lat: 23.5880, lon: 58.3829, label: { ar: 'مسقط', en: 'Muscat', ur: 'مسقط', fa: 'مسقط', tr: 'Maskat' } },
  { id: 'OM-SEB', countryId: 'OM', lat: 23.6703, lon: 58.1891, label: { ar: 'السيب', en: 'Seeb', ur: 'السیب', fa: 'السیب', tr: 'Sib' } },
  { id: 'OM-SLL', countryId: 'OM', lat: 17.0151, lon: 54.0924, label: { ar: 'صلالة', en: 'Salalah', ur: 'صلالہ', fa: 'صلاله', tr: 'Salale' } },
  { id: 'OM-OHS', countryId: 'OM', lat: 24.3475, lon: 56.7094, label: { ar: 'صحار', en: 'Sohar', ur: 'صحار', fa: 'صحار', tr: 'Suhar' } },
  { id: 'OM-NZW', countryId: 'OM', lat: 22.9333, lon: 57.5333, label: { ar: 'نزوى', en: 'Nizwa', ur: 'نزویٰ', fa: 'نزوا', tr: 'Nizva' } },
  { id: 'OM-SUR', countryId: 'OM', lat: 22.5667, lon: 59.5289, label: { ar: 'صور', en: 'Sur', ur: 'صور', fa: 'صور', tr: 'Sur' } },
  // Yemen
  { id: 'YE-SAH', countryId: 'YE', lat: 15.3694, lon: 44.1910, label: { ar: 'صنعاء', en: 'Sanaa', ur: 'صنعاء', fa: 'صنعا', tr: 'Sana' } },
  { id: 'YE-ADE', countryId: 'YE', lat: 12.7855, lon: 45.0187, label: { ar: 'عدن', en: 'Aden', ur: 'عدن', fa: 'عدن', tr: 'Aden' } },
  { id: 'YE-TAI', countryId: 'YE', lat: 13.5795, lon: 44.0209, label: { ar: 'تعز', en: 'Taiz', ur: 'تعز', fa: 'تعز', tr: 'Taiz' } },
  { id: 'YE-HOD', countryId: 'YE', lat: 14.7978, lon: 42.9545, label: { ar: 'الحديدة', en: 'Al Hudaydah', ur: 'الحدیدہ', fa: 'الحدیده', tr: 'Hudeyde' } },
  { id: 'YE-MKX', countryId: 'YE', lat: 14.5425, lon: 49.1242, label: { ar: 'المكلا', en: 'Mukalla', ur: 'مکلا', fa: 'مکلا', tr: 'Mukalla' } },
  // Iraq
  { id: 'IQ-BGW', countryId: 'IQ', lat: 33.3152, lon: 44.3661, label: { ar: 'بغداد', en: 'Baghdad', ur: 'بغداد', fa: 'بغداد', tr: 'Bağdat' } },
  { id: 'IQ-BSR', countryId: 'IQ', lat: 30.5085, lon: 47.7804, label: { ar: 'البصرة', en: 'Basra', ur: 'بصرہ', fa: 'بصره', tr: 'Basra' } },
  { id: 'IQ-OSM', countryId: 'IQ', lat: 36.3350, lon: 43.1189, label: { ar: 'الموصل', en: 'Mosul', ur: 'موصل', fa: 'موصل', tr: 'Musul' } },
  { id: 'IQ-EBL', countryId: 'IQ', lat: 36.1911, lon: 44.0092, label: { ar: 'أربيل', en: 'Erbil', ur: 'اربیل', fa: 'اربیل', tr: 'Erbil' } },
  // Jordan
  { id: 'JO-AMM', countryId: 'JO', lat: 31.9454, lon: 35.9284, label: { ar: 'عمّان', en: 'Amman', ur: 'عمان', fa: 'امان', tr: 'Amman' } },
  { id: 'JO-ZAR', countryId: 'JO', lat: 32.0728, lon: 36.0880, label: { ar: 'الزرقاء', en: 'Zarqa', ur: 'زرقاء', fa: 'زرقا', tr: 'Zerka' } },
  { id: 'JO-IRB', countryId: 'JO', lat: 32.5556, lon: 35.8500, label: { ar: 'إربد', en: 'Irbid', ur: 'اربد', fa: 'اربد', tr: 'İrbid' } },
  { id: 'JO-AQJ', countryId: 'JO', lat: 29.5321, lon: 35.0063, label: { ar: 'العقبة', en: 'Aqaba', ur: 'عقبہ', fa: 'عقبه', tr: 'Akabe' } },
  // Lebanon
  { id: 'LB-BEY', countryId: 'LB', lat: 33.8938, lon: 35.5018, label: { ar: 'بيروت', en: 'Beirut', ur: 'بیروت', fa: 'بیروت', tr: 'Beyrut' } },
  { id: 'LB-TRI', countryId: 'LB', lat: 34.4367, lon: 35.8497, label: { ar: 'طرابلس', en: 'Tripoli', ur: 'طرابلس', fa: 'طرابلس', tr: 'Trablusşam' } },
  { id: 'LB-SID', countryId: 'LB', lat: 33.5571, lon: 35.3729, label: { ar: 'صيدا', en: 'Sidon', ur: 'صیدا', fa: 'صیدا', tr: 'Sayda' } },
  // Syria
  { id: 'SY-DAM', countryId: 'SY', lat: 33.5138, lon: 36.2765, label: { ar: 'دمشق', en: 'Damascus', ur: 'دمشق', fa: 'دمشق', tr: 'Şam' } },
  { id: 'SY-ALP', countryId: 'SY', lat: 36.2021, lon: 37.1343, label: { ar: 'حلب', en: 'Aleppo', ur: 'حلب', fa: 'حلب', tr: 'Halep' } },
  { id: 'SY-HMS', countryId: 'SY', lat: 34.7324, lon: 36.7137, label: { ar: 'حمص', en: 'Homs', ur: 'حمص', fa: 'حمص', tr: 'Humus' } },
  { id: 'SY-LTK', countryId: 'SY', lat: 35.5317, lon: 35.7901, label: { ar: 'اللاذقية', en: 'Latakia', ur: 'لاذقیہ', fa: 'لاذقیه', tr: 'Lazkiye' } },
  // Palestine
  { id: 'PS-JRS', countryId: 'PS', lat: 31.7683, lon: 35.2137, label: { ar: 'القدس', en: 'Jerusalem (Al-Quds)', ur: 'بیت المقدس', fa: 'قدس', tr: 'Kudüs' } },
  { id: 'PS-GZA', countryId: 'PS', lat: 31.5017, lon: 34.4668, label: { ar: 'غزة', en: 'Gaza', ur: 'غزہ', fa: 'غزه', tr: 'Gazze' } },
  { id: 'PS-HEB', countryId: 'PS', lat: 31.5326, lon: 35.0998, label: { ar: 'الخليل', en: 'Hebron', ur: 'الخلیل', fa: 'الخلیل', tr: 'El Halil' } },
  { id: 'PS-NAB', countryId: 'PS', lat: 32.2211, lon: 35.2544, label: { ar: 'نابلس', en: 'Nablus', ur: 'نابلس', fa: 'نابلس', tr: 'Nablus' } },
  { id: 'PS-RMH', countryId: 'PS', lat: 31.9038, lon: 35.2034, label: { ar: 'رام الله', en: 'Ramallah', ur: 'رام اللہ', fa: 'رام‌الله', tr: 'Ramallah' } },
  // Egypt
  { id: 'EG-CAI', countryId: 'EG', lat: 30.0444, lon: 31.2357, label: { ar: 'القاهرة', en: 'Cairo', ur: 'قاہرہ', fa: 'قاهره', tr: 'Kahire' } },
  { id: 'EG-ALY', countryId: 'EG', lat: 31.2001, lon: 29.9187, label: { ar: 'الإسكندرية', en: 'Alexandria', ur: 'اسکندریہ', fa: 'اسکندریه', tr: 'İskenderiye' } },
  { id: 'EG-GIZ', countryId: 'EG', lat: 30.0131, lon: 31.2089, label: { ar: 'الجيزة', en: 'Giza', ur: 'جیزہ', fa: 'جیزه', tr: 'Giza' } },
  { id: 'EG-PSD', countryId: 'EG', lat: 31.2653, lon: 32.3019, label: { ar: 'بورسعيد', en: 'Port Said', ur: 'پورٹ سعید', fa: 'پورت‌سعید', tr: 'Port Said' } },
  // Sudan
  { id: 'SD-KRT', countryId: 'SD', lat: 15.5007, lon: 32.5599, label: { ar: 'الخرطوم', en: 'Khartoum', ur: 'خرطوم', fa: 'خارطوم', tr: 'Hartum' } },
  { id: 'SD-OMD', countryId: 'SD', lat: 15.6445, lon: 32.4777, label: { ar: 'أم درمان', en: 'Omdurman', ur: 'ام درمان', fa: 'ام‌درمان', tr: 'Ümmüdürman' } },
  { id: 'SD-PZU', countryId: 'SD', lat: 19.6158, lon: 37.2164, label: { ar: 'بورتسودان', en: 'Port Sudan', ur: 'پورٹ سوڈان', fa: 'پورت‌سودان', tr: 'Port Sudan' } },
  // Libya
  { id: 'LY-TIP', countryId: 'LY', lat: 32.8872, lon: 13.1913, label: { ar: 'طرابلس', en: 'Tripoli', ur: 'طرابلس', fa: 'طرابلس', tr: 'Trablusgarp' } },
  { id: 'LY-BEN', countryId: 'LY', lat: 32.1194, lon: 20.0868, label: { ar: 'بنغازي', en: 'Benghazi', ur: 'بن غازی', fa: 'بنغازی', tr: 'Bingazi' } },
  { id: 'LY-MRA', countryId: 'LY', lat: 32.3754, lon: 15.0925, label: { ar: 'مصراتة', en: 'Misrata', ur: 'مصراتہ', fa: 'مصراته', tr: 'Misrata' } },
  // Tunisia
  { id: 'TN-TUN', countryId: 'TN', lat: 36.8065, lon: 10.1815, label: { ar: 'تونس', en: 'Tunis', ur: 'تیونس', fa: 'تونس', tr: 'Tunus' } },
  { id: 'TN-SFA', countryId: 'TN', lat: 34.7406, lon: 10.7603, label: { ar: 'صفاقس', en: 'Sfax', ur: 'صفاقس', fa: 'صفاقس', tr: 'Sfaks' } },
  { id: 'TN-SUS', countryId: 'TN', lat: 35.8256, lon: 10.6084, label: { ar: 'سوسة', en: 'Sousse', ur: 'سوسہ', fa: 'سوسه', tr: 'Sus' } },
  // Algeria
  { id: 'DZ-ALG', countryId: 'DZ', lat: 36.7538, lon: 3.0588, label: { ar: 'الجزائر العاصمة', en: 'Algiers', ur: 'الجزائر شہر', fa: 'الجزیره', tr: 'Cezayir' } },
  { id: 'DZ-ORN', countryId: 'DZ', lat: 35.6971, lon: -0.6308, label: { ar: 'وهران', en: 'Oran', ur: 'وہران', fa: 'وهران', tr: 'Vahran' } },
  { id: 'DZ-CZL', countryId: 'DZ', lat: 36.3650, lon: 6.6147, label: { ar: 'قسنطينة', en: 'Constantine', ur: 'قسنطینہ', fa: 'قسنطینه', tr: 'Konstantin' } },
  // Morocco
  { id: 'MA-RBA', countryId: 'MA', lat: 34.0209, lon: -6.8416, label: { ar: 'الرباط', en: 'Rabat', ur: 'رباط', fa: 'رباط', tr: 'Rabat' } },
  { id: 'MA-CAS', countryId: 'MA', lat: 33.5731, lon: -7.5898, label: { ar: 'الدار البيضاء', en: 'Casablanca', ur: 'کاسابلانکا', fa: 'کازابلانکا', tr: 'Kazablanka' } },
  { id: 'MA-FEZ', countryId: 'MA', lat: 34.0181, lon: -5.0078, label: { ar: 'فاس', en: 'Fez', ur: 'فاس', fa: 'فاس', tr: 'Fes' } },
  { id: 'MA-RAK', countryId: 'MA', lat: 31.6295, lon: -7.9811, label: { ar: 'مراكش', en: 'Marrakesh', ur: 'مراکش', fa: 'مراکش', tr: 'Marakeş' } },
  // Mauritania
  { id: 'MR-NKC', countryId: 'MR', lat: 18.0735, lon: -15.9582, label: { ar: 'نواكشوط', en: 'Nouakchott', ur: 'نواکشوط', fa: 'نواکشوت', tr: 'Nuakşot' } },
  { id: 'MR-NDB', countryId: 'MR', lat: 20.9310, lon: -17.0347, label: { ar: 'نواذيبو', en: 'Nouadhibou', ur: 'نواذیبو', fa: 'نوادیبو', tr: 'Nuadibu' } },
  // Somalia
  { id: 'SO-MGQ', countryId: 'SO', lat: 2.0469, lon: 45.3182, label: { ar: 'مقديشو', en: 'Mogadishu', ur: 'موغادیشو', fa: 'موگادیشو', tr: 'Mogadişu' } },
  { id: 'SO-HGA', countryId: 'SO', lat: 9.5600, lon: 44.0650, label: { ar: 'هرجيسا', en: 'Hargeisa', ur: 'ہرگیسا', fa: 'هرگیسا', tr: 'Hargeysa' } },
  { id: 'SO-KMU', countryId: 'SO', lat: -0.3582, lon: 42.5454, label: { ar: 'كسمايو', en: 'Kismayo', ur: 'کسمایو', fa: 'کیسمایو', tr: 'Kismayo' } },
  // Djibouti
  { id: 'DJ-JIB', countryId: 'DJ', lat: 11.5886, lon: 43.1450, label: { ar: 'مدينة جيبوتي', en: 'Djibouti City', ur: 'جبوتی شہر', fa: 'شهر جیبوتی', tr: 'Cibuti' } },
  // Comoros
  { id: 'KM-YVA', countryId: 'KM', lat: -11.7172, lon: 43.2473, label: { ar: 'موروني', en: 'Moroni', ur: 'مورونی', fa: 'مورونی', tr: 'Moroni' } },
  { id: 'KM-MUT', countryId: 'KM', lat: -12.1675, lon: 44.3949, label: { ar: 'موتسامودو', en: 'Mutsamudu', ur: 'موتسامودو', fa: 'موتسامودو', tr: 'Mutsamudu' } },
  // Türkiye
  { id: 'TR-ANK', countryId: 'TR', lat: 39.9334, lon: 32.8597, label: { ar: 'أنقرة', en: 'Ankara', ur: 'انقرہ', fa: 'آنکارا', tr: 'Ankara' } },
  { id: 'TR-IST', countryId: 'TR', lat: 41.0082, lon: 28.9784, label: { ar: 'إسطنبول', en: 'Istanbul', ur: 'استنبول', fa: 'استانبول', tr: 'İstanbul' } },
  { id: 'TR-IZM', countryId: 'TR', lat: 38.4237, lon: 27.1428, label: { ar: 'إزمير', en: 'Izmir', ur: 'ازمیر', fa: 'ازمیر', tr: 'İzmir' } },
  { id: 'TR-BUR', countryId: 'TR', lat: 40.1885, lon: 29.0610, label: { ar: 'بورصة', en: 'Bursa', ur: 'برسا', fa: 'بورسا', tr: 'Bursa' } },
  // Iran
  { id: 'IR-THR', countryId: 'IR', lat: 35.6892, lon: 51.3890, label: { ar: 'طهران', en: 'Tehran', ur: 'تہران', fa: 'تهران', tr: 'Tahran' } },
  { id: 'IR-MHD', countryId: 'IR', lat: 36.2605, lon: 59.6168, label: { ar: 'مشهد', en: 'Mashhad', ur: 'مشہد', fa: 'مشهد', tr: 'Meşhed' } },
  { id: 'IR-IFN', countryId: 'IR', lat: 32.6546, lon: 51.6680, label: { ar: 'أصفهان', en: 'Isfahan', ur: 'اصفہان', fa: 'اصفهان', tr: 'İsfahan' } },
  { id: 'IR-SYZ', countryId: 'IR', lat: 29.5918, lon: 52.5837, label: { ar: 'شيراز', en: 'Shiraz', ur: 'شیراز', fa: 'شیراز', tr: 'Şiraz' } },
  // Pakistan
  { id: 'PK-ISB', countryId: 'PK', lat: 33.6844, lon: 73.0479, label: { ar: 'إسلام آباد', en: 'Islamabad', ur: 'اسلام آباد', fa: 'اسلام‌آباد', tr: 'İslamabad' } },
  { id: 'PK-KHI', countryId: 'PK', lat: 24.8607, lon: 67.0011, label: { ar: 'كراتشي', en: 'Karachi', ur: 'کراچی', fa: 'کراچی', tr: 'Karaçi' } },
  { id: 'PK-LHE', countryId: 'PK', lat: 31.5204, lon: 74.3587, label: { ar: 'لاهور', en: 'Lahore', ur: 'لاہور', fa: 'لاهور', tr: 'Lahor' } },
  { id: 'PK-LYP', countryId: 'PK', lat: 31.4504, lon: 73.1350, label: { ar: 'فيصل آباد', en: 'Faisalabad', ur: 'فیصل آباد', fa: 'فیصل‌آباد', tr: 'Faysalabad' } },
  { id: 'PK-PEW', countryId: 'PK', lat: 34.0151, lon: 71.5249, label: { ar: 'بيشاور', en: 'Peshawar', ur: 'پشاور', fa: 'پیشاور', tr: 'Peşaver' } },
  // Afghanistan
  { id: 'AF-KBL', countryId: 'AF', lat: 34.5553, lon: 69.2075, label: { ar: 'كابل', en: 'Kabul', ur: 'کابل', fa: 'کابل', tr: 'Kâbil' } },
  { id: 'AF-KDH', countryId: 'AF', lat: 31.6289, lon: 65.7372, label: { ar: 'قندهار', en: 'Kandahar', ur: 'قندھار', fa: 'قندهار', tr: 'Kandahar' } },
  { id: 'AF-HEA', countryId: 'AF', lat: 34.3482, lon: 62.1997, label: { ar: 'هرات', en: 'Herat', ur: 'ہرات', fa: 'هرات', tr: 'Herat' } },
  { id: 'AF-MZR', countryId: 'AF', lat: 36.7090, lon: 67.1109, label: { ar: 'مزار شريف', en: 'Mazar-i-Sharif', ur: 'مزار شریف', fa: 'مزار شریف', tr: 'Mezar-ı Şerif' } },
  // Bangladesh
  { id: 'BD-DAC', countryId: 'BD', lat: 23.8103, lon: 90.4125, label: { ar: 'دكا', en: 'Dhaka', ur: 'ڈھاکہ', fa: 'داکا', tr: 'Dakka' } },
  { id: 'BD-CGP', countryId: 'BD', lat: 22.3569, lon: 91.7832, label: { ar: 'شيتاغونغ', en: 'Chittagong', ur: 'چٹاگانگ', fa: 'چیتاگنگ', tr: 'Çittagong' } },
  { id: 'BD-KHL', countryId: 'BD', lat: 22.8456, lon: 89.5403, label: { ar: 'خولنا', en: 'Khulna', ur: 'کھلنا', fa: 'کولنا', tr: 'Khulna' } },
  { id: 'BD-ZYL', countryId: 'BD', lat: 24.8949, lon: 91.8687, label: { ar: 'سلهت', en: 'Sylhet', ur: 'سلہٹ', fa: 'سیلت', tr: 'Sylhet' } },
  // Indonesia
  { id: 'ID-JKT', countryId: 'ID', lat: -6.2088, lon: 106.8456, label: { ar: 'جاكرتا', en: 'Jakarta', ur: 'جکارتہ', fa: 'جاکارتا', tr: 'Cakarta' } },
  { id: 'ID-SUB', countryId: 'ID', lat: -7.2575, lon: 112.7521, label: { ar: 'سورابايا', en: 'Surabaya', ur: 'سورابایا', fa: 'سورابایا', tr: 'Surabaya' } },
  { id: 'ID-BDO', countryId: 'ID', lat: -6.9175, lon: 107.6191, label: { ar: 'باندونغ', en: 'Bandung', ur: 'بنڈونگ', fa: 'باندونگ', tr: 'Bandung' } },
  { id: 'ID-KNO', countryId: 'ID', lat: 3.5952, lon: 98.6722, label: { ar: 'ميدان', en: 'Medan', ur: 'میدان', fa: 'مدان', tr: 'Medan' } },
  // Malaysia
  { id: 'MY-KUL', countryId: 'MY', lat: 3.1390, lon: 101.6869, label: { ar: 'كوالالمبور', en: 'Kuala Lumpur', ur: 'کوالالمپور', fa: 'کوالالامپور', tr: 'Kuala Lumpur' } },
  { id: 'MY-PJY', countryId: 'MY', lat: 2.9264, lon: 101.6964, label: { ar: 'بوتراجايا', en: 'Putrajaya', ur: 'پتراجایا', fa: 'پوتراجایا', tr: 'Putrajaya' } },
  { id: 'MY-JHB', countryId: 'MY', lat: 1.4927, lon: 103.7414, label: { ar: 'جوهور بارو', en: 'Johor Bahru', ur: 'جوہر بارو', fa: 'جوهور بهرو', tr: 'Johor Bahru' } },
  { id: 'MY-PEN', countryId: 'MY', lat: 5.4141, lon: 100.3288, label: { ar: 'جورج تاون', en: 'George Town', ur: 'جارج ٹاؤن', fa: 'جورج‌تاون', tr: 'George Town' } },
  // Brunei
  { id: 'BN-BWN', countryId: 'BN', lat: 4.9031, lon: 114.9398, label: { ar: 'بندر سري بكاوان', en: 'Bandar Seri Begawan', ur: 'بندر سری بیگاوان', fa: 'بندر سری بگاوان', tr: 'Bandar Seri Begawan' } },
  { id: 'BN-KUB', countryId: 'BN', lat: 4.5836, lon: 114.2312, label: { ar: 'كوالا بلايت', en: 'Kuala Belait', ur: 'کوالا بلائیت', fa: 'کوالا بلایت', tr: 'Kuala Belait' } },
  // Maldives
  { id: 'MV-MLE', countryId: 'MV', lat: 4.1755, lon: 73.5093, label: { ar: 'ماليه', en: 'Malé', ur: 'مالے', fa: 'ماله', tr: 'Male' } },
  { id: 'MV-ADD', countryId: 'MV', lat: -0.6000, lon: 73.0833, label: { ar: 'أدو', en: 'Addu City', ur: 'ادو', fa: 'ادو', tr: 'Addu' } },
  // Nigeria
  { id: 'NG-ABV', countryId: 'NG', lat: 9.0765, lon: 7.3986, label: { ar: 'أبوجا', en: 'Abuja', ur: 'ابوجا', fa: 'ابوجا', tr: 'Abuja' } },
  { id: 'NG-LOS', countryId: 'NG', lat: 6.5244, lon: 3.3792, label: { ar: 'لاغوس', en: 'Lagos', ur: 'لاگوس', fa: 'لاگوس', tr: 'Lagos' } },
  { id: 'NG-KAN', countryId: 'NG', lat: 12.0022, lon: 8.5920, label: { ar: 'كانو', en: 'Kano', ur: 'کانو', fa: 'کانو', tr: 'Kano' } },
  { id: 'NG-IBA', countryId: 'NG', lat: 7.3775, lon: 3.9470, label: { ar: 'إبادان', en: 'Ibadan', ur: 'ابادان', fa: 'ایبادان', tr: 'İbadan' } },
  // Senegal
  { id: 'SN-DKR', countryId: 'SN', lat: 14.7167, lon: -17.4677, label: { ar: 'داكار', en: 'Dakar', ur: 'ڈاکار', fa: 'داکار', tr: 'Dakar' } },
  { id: 'SN-TOU', countryId: 'SN', lat: 14.8500, lon: -15.8833, label: { ar: 'طوبى', en: 'Touba', ur: 'طوبیٰ', fa: 'طوبی', tr: 'Touba' } },
  { id: 'SN-THS', countryId: 'SN', lat: 14.7910, lon: -16.9359, label: { ar: 'تييس', en: 'Thiès', ur: 'تھیئس', fa: 'تیس', tr: 'Thiès' } },
  // Mali
  { id: 'ML-BKO', countryId: 'ML', lat: 12.6392, lon: -8.0029, label: { ar: 'باماكو', en: 'Bamako', ur: 'باماکو', fa: 'باماکو', tr: 'Bamako' } },
  { id: 'ML-SIK', countryId: 'ML', lat: 11.3176, lon: -5.6665, label: { ar: 'سيكاسو', en: 'Sikasso', ur: 'سیکاسو', fa: 'سیکاسو', tr: 'Sikasso' } },
  { id: 'ML-MZI', countryId: 'ML', lat: 14.4843, lon: -4.1827, label: { ar: 'موبتي', en: 'Mopti', ur: 'موپتی', fa: 'موپتی', tr: 'Mopti' } },
  // Niger
  { id: 'NE-NIM', countryId: 'NE', lat: 13.5116, lon: 2.1254, label: { ar: 'نيامي', en: 'Niamey', ur: 'نیامی', fa: 'نیامی', tr: 'Niamey' } },
  { id: 'NE-ZND', countryId: 'NE', lat: 13.8053, lon: 8.9881, label: { ar: 'زيندر', en: 'Zinder', ur: 'زنڈر', fa: 'زیندر', tr: 'Zinder' } },
  { id: 'NE-MFQ', countryId: 'NE', lat: 13.5000, lon: 7.1017, label: { ar: 'مرادي', en: 'Maradi', ur: 'مرادی', fa: 'مارادی', tr: 'Maradi' } },
  // Chad
  { id: 'TD-NDJ', countryId: 'TD', lat: 12.1348, lon: 15.0557, label: { ar: 'نجامينا', en: "N'Djamena", ur: 'انجامینا', fa: 'انجامنا', tr: 'Encamena' } },
  { id: 'TD-MQQ', countryId: 'TD', lat: 8.5667, lon: 16.0833, label: { ar: 'موندو', en: 'Moundou', ur: 'موندو', fa: 'موندو', tr: 'Moundou' } },
  { id: 'TD-AEH', countryId: 'TD', lat: 13.8292, lon: 20.8324, label: { ar: 'أبشي', en: 'Abéché', ur: 'ابیشے', fa: 'ابشه', tr: 'Abeşe' } },
  // Burkina Faso
  { id: 'BF-OUA', countryId: 'BF', lat: 12.3714, lon: -1.5197, label: { ar: 'واغادوغو', en: 'Ouagadougou', ur: 'واگادوگو', fa: 'واگادوگو', tr: 'Vagadugu' } },
  { id: 'BF-BOY', countryId: 'BF', lat: 11.1771, lon: -4.2979, label: { ar: 'بوبو ديولاسو', en: 'Bobo-Dioulasso', ur: 'بوبو دیولاسو', fa: 'بوبو دیولاسو', tr: 'Bobo-Dioulasso' } },
  // Gambia
  { id: 'GM-BJL', countryId: 'GM', lat: 13.4549, lon: -16.5790, label: { ar: 'بانجول', en: 'Banjul', ur: 'بانجول', fa: 'بانجول', tr: 'Banjul' } },
  { id: 'GM-SKA', countryId: 'GM', lat: 13.4383, lon: -16.6781, label: { ar: 'سيريكوندا', en: 'Serekunda', ur: 'سیریکنڈا', fa: 'سرکوندا', tr: 'Serekunda' } },
  // Guinea
  { id: 'GN-CKY', countryId: 'GN', lat: 9.5380, lon: -13.6773, label: { ar: 'كوناكري', en: 'Conakry', ur: 'کوناکری', fa: 'کوناکری', tr: 'Konakri' } },
  { id: 'GN-NZE', countryId: 'GN', lat: 7.7562, lon: -8.8179, label: { ar: 'نزيريكوري', en: 'Nzérékoré', ur: 'نزیریکورے', fa: 'انزرکوره', tr: 'Nzérékoré' } },
  { id: 'GN-KNN', countryId: 'GN', lat: 10.3854, lon: -9.3057, label: { ar: 'كانكان', en: 'Kankan', ur: 'کانکان', fa: 'کانکان', tr: 'Kankan' } },
  // Sierra Leone
  { id: 'SL-FNA', countryId: 'SL', lat: 8.4657, lon: -13.2317, label: { ar: 'فريتاون', en: 'Freetown', ur: 'فری ٹاؤن', fa: 'فری‌تاون', tr: 'Freetown' } },
  { id: 'SL-BOO', countryId: 'SL', lat: 7.9647, lon: -11.7383, label: { ar: 'بو', en: 'Bo', ur: 'بو', fa: 'بو', tr: 'Bo' } },
  // Ethiopia
  { id: 'ET-ADD', countryId: 'ET', lat: 9.0250, lon: 38.7469, label: { ar: 'أديس أبابا', en: 'Addis Ababa', ur: 'ادیس ابابا', fa: 'آدیس آبابا', tr: 'Addis Ababa' } },
  { id: 'ET-DIR', countryId: 'ET', lat: 9.6009, lon: 41.8501, label: { ar: 'دير داوا', en: 'Dire Dawa', ur: 'دیرے داوا', fa: 'دیره‌داوا', tr: 'Dire Dava' } },
  { id: 'ET-HAR', countryId: 'ET', lat: 9.3126, lon: 42.1227, label: { ar: 'هرر', en: 'Harar', ur: 'ہرر', fa: 'هرر', tr: 'Harar' } },
  // Azerbaijan
  { id: 'AZ-BAK', countryId: 'AZ', lat: 40.4093, lon: 49.8671, label: { ar: 'باكو', en: 'Baku', ur: 'باکو', fa: 'باکو', tr: 'Bakü' } },
  { id: 'AZ-GNJ', countryId: 'AZ', lat: 40.6828, lon: 46.3606, label: { ar: 'كنجة', en: 'Ganja', ur: 'گنجہ', fa: 'گنجه', tr: 'Gence' } },
  { id: 'AZ-SMG', countryId: 'AZ', lat: 40.5897, lon: 49.6686, label: { ar: 'سومقاييت', en: 'Sumgait', ur: 'سومقائت', fa: 'سومقاییت', tr: 'Sumgayıt' } },
  // Uzbekistan
  { id: 'UZ-TAS', countryId: 'UZ', lat: 41.2995, lon: 69.2401, label: { ar: 'طشقند', en: 'Tashkent', ur: 'تاشقند', fa: 'تاشکند', tr: 'Taşkent' } },
  { id: 'UZ-SKD', countryId: 'UZ', lat: 39.6270, lon: 66.9750, label: { ar: 'سمرقند', en: 'Samarkand', ur: 'سمرقند', fa: 'سمرقند', tr: 'Semerkant' } },
  { id: 'UZ-NMA', countryId: 'UZ', lat: 40.9983, lon: 71.6726, label: { ar: 'نمنغان', en: 'Namangan', ur: 'نمنگان', fa: 'نمنگان', tr: 'Namangan' } },
  { id: 'UZ-BHK', countryId: 'UZ', lat: 39.7747, lon: 64.4286, label: { ar: 'بخارى', en: 'Bukhara', ur: 'بخارا', fa: 'بخارا', tr: 'Buhara' } },
  // Kazakhstan
  { id: 'KZ-NQZ', countryId: 'KZ', lat: 51.1694, lon: 71.4491, label: { ar: 'أستانا', en: 'Astana', ur: 'آستانہ', fa: 'آستانه', tr: 'Astana' } },
  { id: 'KZ-ALA', countryId: 'KZ', lat: 43.2220, lon: 76.8512, label: { ar: 'ألماتي', en: 'Almaty', ur: 'الماتی', fa: 'آلماتی', tr: 'Almatı' } },
  { id: 'KZ-CIT', countryId: 'KZ', lat: 42.3417, lon: 69.5901, label: { ar: 'شيمكنت', en: 'Shymkent', ur: 'شمکنت', fa: 'شیمکنت', tr: 'Çimkent' } },
  // Kyrgyzstan
  { id: 'KG-FRU', countryId: 'KG', lat: 42.8746, lon: 74.5698, label: { ar: 'بيشكيك', en: 'Bishkek', ur: 'بشکیک', fa: 'بیشکک', tr: 'Bişkek' } },
  { id: 'KG-OSS', countryId: 'KG', lat: 40.5283, lon: 72.7985, label: { ar: 'أوش', en: 'Osh', ur: 'اوش', fa: 'اوش', tr: 'Oş' } },
  // Tajikistan
  { id: 'TJ-DYU', countryId: 'TJ', lat: 38.5598, lon: 68.7870, label: { ar: 'دوشنبه', en: 'Dushanbe', ur: 'دوشنبے', fa: 'دوشنبه', tr: 'Duşanbe' } },
  { id: 'TJ-LBD', countryId: 'TJ', lat: 40.2826, lon: 69.6221, label: { ar: 'خجند', en: 'Khujand', ur: 'خجند', fa: 'خجند', tr: 'Hucend' } },
  // Turkmenistan
  { id: 'TM-ASB', countryId: 'TM', lat: 37.9601, lon: 58.3261, label: { ar: 'عشق آباد', en: 'Ashgabat', ur: 'اشک آباد', fa: 'عشق‌آباد', tr: 'Aşkabat' } },
  { id: 'TM-CRZ', countryId: 'TM', lat: 39.0733, lon: 63.5786, label: { ar: 'تركمان آباد', en: 'Türkmenabat', ur: 'ترکمان آباد', fa: 'ترکمن‌آباد', tr: 'Türkmenabat' } },
  // Albania
  { id: 'AL-TIA', countryId: 'AL', lat: 41.3275, lon: 19.8187, label: { ar: 'تيرانا', en: 'Tirana', ur: 'ترانہ', fa: 'تیرانا', tr: 'Tiran' } },
  { id: 'AL-DUR', countryId: 'AL', lat: 41.3231, lon: 19.4414, label: { ar: 'دوريس', en: 'Durrës', ur: 'دورس', fa: 'دورس', tr: 'Dıraç' } },
  // Bosnia and Herzegovina
  { id: 'BA-SJJ', countryId: 'BA', lat: 43.8563, lon: 18.4131, label: { ar: 'سراييفو', en: 'Sarajevo', ur: 'سرائیوو', fa: 'سارایوو', tr: 'Saraybosna' } },
  { id: 'BA-BNX', countryId: 'BA', lat: 44.7722, lon: 17.1910, label: { ar: 'بانيا لوكا', en: 'Banja Luka', ur: 'بنیا لوکا', fa: 'بانیا لوکا', tr: 'Banja Luka' } },
  { id: 'BA-TZL', countryId: 'BA', lat: 44.5384, lon: 18.6763, label: { ar: 'توزلا', en: 'Tuzla', ur: 'توزلا', fa: 'توزلا', tr: 'Tuzla' } },
  { id: 'BA-ZEN', countryId: 'BA', lat: 44.2034, lon: 17.9077, label: { ar: 'زينيتسا', en: 'Zenica', ur: 'زینیتسا', fa: 'زنیتسا', tr: 'Zenica' } },
  // Russia
  { id: 'RU-MOW', countryId: 'RU', lat: 55.7558, lon: 37.6173, label: { ar: 'موسكو', en: 'Moscow', ur: 'ماسکو', fa: 'مسکو', tr: 'Moskova' } },
  { id: 'RU-LED', countryId: 'RU', lat: 59.9311, lon: 30.3609, label: { ar: 'سانت بطرسبرغ', en: 'Saint Petersburg', ur: 'سینٹ پیٹرزبرگ', fa: 'سن پترزبورگ', tr: 'Sankt-Peterburg' } },
  { id: 'RU-KZN', countryId: 'RU', lat: 55.7963, lon: 49.1088, label: { ar: 'قازان', en: 'Kazan', ur: 'قازان', fa: 'قازان', tr: 'Kazan' } },
  { id: 'RU-MCX', countryId: 'RU', lat: 42.9849, lon: 47.5047, label: { ar: 'محج قلعة', en: 'Makhachkala', ur: 'مخاچ قلعہ', fa: 'ماخاچ‌قلعه', tr: 'Mahaçkale' } },
  { id: 'RU-GRV', countryId: 'RU', lat: 43.3178, lon: 45.6949, label: { ar: 'غروزني', en: 'Grozny', ur: 'گروزنی', fa: 'گروزنی', tr: 'Grozni' } },
  // India
  { id: 'IN-DEL', countryId: 'IN', lat: 28.6139, lon: 77.2090, label: { ar: 'نيودلهي', en: 'New Delhi', ur: 'نئی دہلی', fa: 'دهلی نو', tr: 'Yeni Delhi' } },
  { id: 'IN-BOM', countryId: 'IN', lat: 19.0760, lon: 72.8777, label: { ar: 'مومباي', en: 'Mumbai', ur: 'ممبئی', fa: 'بمبئی', tr: 'Mumbai' } },
  { id: 'IN-HYD', countryId: 'IN', lat: 17.3850, lon: 78.4867, label: { ar: 'حيدر آباد', en: 'Hyderabad', ur: 'حیدرآباد', fa: 'حیدرآباد', tr: 'Haydarabad' } },
  { id: 'IN-BLR', countryId: 'IN', lat: 12.9716, lon: 77.5946, label: { ar: 'بنغالور', en: 'Bengaluru', ur: 'بنگلور', fa: 'بنگلور', tr: 'Bengaluru' } },
  // United Kingdom
  { id: 'GB-LON', countryId: 'GB', lat: 51.5074, lon: -0.1278, label: { ar: 'لندن', en: 'London', ur: 'لندن', fa: 'لندن', tr: 'Londra' } },
  { id: 'GB-BHX', countryId: 'GB', lat: 52.4862, lon: -1.8904, label: { ar: 'برمنغهام', en: 'Birmingham', ur: 'برمنگھم', fa: 'بیرمنگام', tr: 'Birmingham' } },
  { id: 'GB-MAN', countryId: 'GB', lat: 53.4808, lon: -2.2426, label: { ar: 'مانشستر', en: 'Manchester', ur: 'مانچسٹر', fa: 'منچستر', tr: 'Manchester' } },
  { id: 'GB-BRF', countryId: 'GB', lat: 53.7950, lon: -1.7594, label: { ar: 'برادفورد', en: 'Bradford', ur: 'بریڈفورڈ', fa: 'برادفورد', tr: 'Bradford' } },
  // United States
  { id: 'US-WAS', countryId: 'US', lat: 38.9072, lon: -77.0369, label: { ar: 'واشنطن العاصمة', en: 'Washington, D.C.', ur: 'واشنگٹن ڈی سی', fa: 'واشنگتن دی‌سی', tr: 'Washington' } },
  { id: 'US-NYC', countryId: 'US', lat: 40.7128, lon: -74.0060, label: { ar: 'نيويورك', en: 'New York', ur: 'نیویارک', fa: 'نیویورک', tr: 'New York' } },
  { id: 'US-LAX', countryId: 'US', lat: 34.0522, lon: -118.2437, label: { ar: 'لوس أنجلوس', en: 'Los Angeles', ur: 'لاس اینجلس', fa: 'لس‌آنجلس', tr: 'Los Angeles' } },
  { id: 'US-CHI', countryId: 'US', lat: 41.8781, lon: -87.6298, label: { ar: 'شيكاغو', en: 'Chicago', ur: 'شکاگو', fa: 'شیکاگو', tr: 'Chicago' } },
  // Canada
  { id: 'CA-OTT', countryId: 'CA', lat: 45.4215, lon: -75.6972, label: { ar: 'أوتاوا', en: 'Ottawa', ur: 'اوٹاوا', fa: 'اتاوا', tr: 'Ottava' } },
  { id: 'CA-TOR', countryId: 'CA', lat: 43.6532, lon: -79.3832, label: { ar: 'تورونتو', en: 'Toronto', ur: 'ٹورنٹو', fa: 'تورنتو', tr: 'Toronto' } },
  { id: 'CA-MTL', countryId: 'CA', lat: 45.5017, lon: -73.5673, label: { ar: 'مونتريال', en: 'Montreal', ur: 'مونٹریال', fa: 'مونترال', tr: 'Montreal' } },
  { id: 'CA-VAN', countryId: 'CA', lat: 49.2827, lon: -123.1207, label: { ar: 'فانكوفر', en: 'Vancouver', ur: 'وینکوور', fa: 'ونکوور', tr: 'Vancouver' } },
  // Australia
  { id: 'AU-CBR', countryId: 'AU', lat: -35.2809, lon: 149.1300, label: { ar: 'كانبرا', en: 'Canberra', ur: 'کینبرا', fa: 'کانبرا', tr: 'Canberra' } },
  { id: 'AU-SYD', countryId: 'AU', lat: -33.8688, lon: 151.2093, label: { ar: 'سيدني', en: 'Sydney', ur: 'سڈنی', fa: 'سیدنی', tr: 'Sidney' } },
  { id: 'AU-MEL', countryId: 'AU', lat: -37.8136, lon: 144.9631, label: { ar: 'ملبورن', en: 'Melbourne', ur: 'میلبورن', fa: 'ملبورن', tr: 'Melbourne' } },
  { id: 'AU-BNE', countryId: 'AU', lat: -27.4698, lon: 153.0251, label: { ar: 'بريزبن', en: 'Brisbane', ur: 'برسبین', fa: 'بریزبن', tr: 'Brisbane' } },
  // Germany
  { id: 'DE-BER', countryId: 'DE', lat: 52.5200, lon: 13.4050, label: { ar: 'برلين', en: 'Berlin', ur: 'برلن', fa: 'برلین', tr: 'Berlin' } },
  { id: 'DE-HAM', countryId: 'DE', lat: 53.5511, lon: 9.9937, label: { ar: 'هامبورغ', en: 'Hamburg', ur: 'ہیمبرگ', fa: 'هامبورگ', tr: 'Hamburg' } },
  { id: 'DE-MUC', countryId: 'DE', lat: 48.1351, lon: 11.5820, label: { ar: 'ميونخ', en: 'Munich', ur: 'میونخ', fa: 'مونیخ', tr: 'Münih' } },
  { id: 'DE-CGN', countryId: 'DE', lat: 50.9375, lon: 6.9603, label: { ar: 'كولونيا', en: 'Cologne', ur: 'کولون', fa: 'کلن', tr: 'Köln' } },
  // France
  { id: 'FR-PAR', countryId: 'FR', lat: 48.8566, lon: 2.3522, label: { ar: 'باريس', en: 'Paris', ur: 'پیرس', fa: 'پاریس', tr: 'Paris' } },
  { id: 'FR-MRS', countryId: 'FR', lat: 43.2965, lon: 5.3698, label: { ar: 'مرسيليا', en: 'Marseille', ur: 'مارسے', fa: 'مارسی', tr: 'Marsilya' } },
  { id: 'FR-LYS', countryId: 'FR', lat: 45.7640, lon: 4.8357, label: { ar: 'ليون', en: 'Lyon', ur: 'لیون', fa: 'لیون', tr: 'Lyon' } },
  { id: 'FR-TLS', countryId: 'FR', lat: 43.6047, lon: 1.4442, label: { ar: 'تولوز', en: 'Toulouse', ur: 'تولوز', fa: 'تولوز', tr: 'Toulouse' } },
  // Netherlands
  { id: 'NL-AMS', countryId: 'NL', lat: 52.3676, lon: 4.9041, label: { ar: 'أمستردام', en: 'Amsterdam', ur: 'ایمسٹرڈیم', fa: 'آمستردام', tr: 'Amsterdam' } },
  { id: 'NL-RTM', countryId: 'NL', lat: 51.9244, lon: 4.4777, label: { ar: 'روتردام', en: 'Rotterdam', ur: 'روٹرڈیم', fa: 'روتردام', tr: 'Rotterdam' } },
  { id: 'NL-HAG', countryId: 'NL', lat: 52.0705, lon: 4.3007, label: { ar: 'لاهاي', en: 'The Hague', ur: 'دی ہیگ', fa: 'لاهه', tr: 'Lahey' } },
  { id: 'NL-UTC', countryId: 'NL', lat: 52.0907, lon: 5.1214, label: { ar: 'أوترخت', en: 'Utrecht', ur: 'یوٹریکٹ', fa: 'اوترخت', tr: 'Utrecht' } },
  // Belgium
  { id: 'BE-BRU', countryId: 'BE', lat: 50.8503, lon: 4.3517, label: { ar: 'بروكسل', en: 'Brussels', ur: 'برسلز', fa: 'بروکسل', tr: 'Brüksel' } },
  { id: 'BE-ANR', countryId: 'BE', lat: 51.2194, lon: 4.4025, label: { ar: 'أنتويرب', en: 'Antwerp', ur: 'اینٹورپ', fa: 'آنتورپ', tr: 'Anvers' } },
  { id: 'BE-GNE', countryId: 'BE', lat: 51.0543, lon: 3.7174, label: { ar: 'غنت', en: 'Ghent', ur: 'گینٹ', fa: 'گنت', tr: 'Gent' } },
  // Sweden
  { id: 'SE-STO', countryId: 'SE', lat: 59.3293, lon: 18.0686, label: { ar: 'ستوكهولم', en: 'Stockholm', ur: 'اسٹاک ہوم', fa: 'استکهلم', tr: 'Stockholm' } },
  { id: 'SE-GOT', countryId: 'SE', lat: 57.7089, lon: 11.9746, label: { ar: 'غوتنبرغ', en: 'Gothenburg', ur: 'گوتھنبرگ', fa: 'گوتنبرگ', tr: 'Göteborg' } },
  { id: 'SE-MMA', countryId: 'SE', lat: 55.6050, lon: 13.0038, label: { ar: 'مالمو', en: 'Malmö', ur: 'مالمو', fa: 'مالمو', tr: 'Malmö' } },
  // Norway
  { id: 'NO-OSL', countryId: 'NO', lat: 59.9139, lon: 10.7522, label: { ar: 'أوسلو', en: 'Oslo', ur: 'اوسلو', fa: 'اسلو', tr: 'Oslo' } },
  { id: 'NO-BGO', countryId: 'NO', lat: 60.3913, lon: 5.3221, label: { ar: 'بيرغن', en: 'Bergen', ur: 'برگن', fa: 'برگن', tr: 'Bergen' } },
  { id: 'NO-TRD', countryId: 'NO', lat: 63.4305, lon: 10.3951, label: { ar: 'تروندهايم', en: 'Trondheim', ur: 'ٹرونڈہائم', fa: 'تروندهایم', tr: 'Trondheim' } },
  // Denmark
  { id: 'DK-CPH', countryId: 'DK', lat: 55.6761, lon: 12.5683, label: { ar: 'كوبنهاغن', en: 'Copenhagen', ur: 'کوپن ہیگن', fa: 'کپنهاگ', tr: 'Kopenhag' } },
  { id: 'DK-AAR', countryId: 'DK', lat: 56.1629, lon: 10.2039, label: { ar: 'آرهوس', en: 'Aarhus', ur: 'آرہس', fa: 'آرهوس', tr: 'Aarhus' } },
  { id: 'DK-ODE', countryId: 'DK', lat: 55.4038, lon: 10.4024, label: { ar: 'أودنسه', en: 'Odense', ur: 'اوڈنسے', fa: 'اودنسه', tr: 'Odense' } },
  // Austria
  { id: 'AT-VIE', countryId: 'AT', lat: 48.2082, lon: 16.3738, label: { ar: 'فيينا', en: 'Vienna', ur: 'ویانا', fa: 'وین', tr: 'Viyana' } },
  { id: 'AT-GRZ', countryId: 'AT', lat: 47.0707, lon: 15.4395, label: { ar: 'غراتس', en: 'Graz', ur: 'گراز', fa: 'گراتس', tr: 'Graz' } },
  { id: 'AT-LNZ', countryId: 'AT', lat: 48.3069, lon: 14.2858, label: { ar: 'لينتس', en: 'Linz', ur: 'لنز', fa: 'لینتس', tr: 'Linz' } },
  // Switzerland
  { id: 'CH-BRN', countryId: 'CH', lat: 46.9480, lon: 7.4474, label: { ar: 'برن', en: 'Bern', ur: 'برن', fa: 'برن', tr: 'Bern' } },
  { id: 'CH-ZRH', countryId: 'CH', lat: 47.3769, lon: 8.5417, label: { ar: 'زيورخ', en: 'Zurich', ur: 'زیورخ', fa: 'زوریخ', tr: 'Zürih' } },
  { id: 'CH-GVA', countryId: 'CH', lat: 46.2044, lon: 6.1432, label: { ar: 'جنيف', en: 'Geneva', ur: 'جنیوا', fa: 'ژنو', tr: 'Cenevre' } },
  { id: 'CH-BSL', countryId: 'CH', lat: 47.5596, lon: 7.5886, label: { ar: 'بازل', en: 'Basel', ur: 'باسل', fa: 'بازل', tr: 'Basel' } },
  // Italy
  { id: 'IT-ROM', countryId: 'IT', lat: 41.9028, lon: 12.4964, label: { ar: 'روما', en: 'Rome', ur: 'روم', fa: 'رم', tr: 'Roma' } },
  { id: 'IT-MIL', countryId: 'IT', lat: 45.4642, lon: 9.1900, label: { ar: 'ميلانو', en: 'Milan', ur: 'میلان', fa: 'میلان', tr: 'Milano' } },
  { id: 'IT-NAP', countryId: 'IT', lat: 40.8518, lon: 14.2681, label: { ar: 'نابولي', en: 'Naples', ur: 'نیپلز', fa: 'ناپل', tr: 'Napoli' } },
  { id: 'IT-TRN', countryId: 'IT', lat: 45.0703, lon: 7.6869, label: { ar: 'تورينو', en: 'Turin', ur: 'تورین', fa: 'تورین', tr: 'Torino' } },
  // Spain
  { id: 'ES-MAD', countryId: 'ES', lat: 40.4168, lon: -3.7038, label: { ar: 'مدريد', en: 'Madrid', ur: 'میڈرڈ', fa: 'مادرید', tr: 'Madrid' } },
  { id: 'ES-BCN', countryId: 'ES', lat: 41.3874, lon: 2.1686, label: { ar: 'برشلونة', en: 'Barcelona', ur: 'بارسلونا', fa: 'بارسلون', tr: 'Barselona' } },
  { id: 'ES-VLC', countryId: 'ES', lat: 39.4699, lon: -0.3763, label: { ar: 'فالنسيا', en: 'Valencia', ur: 'ویلنسیا', fa: 'والنسیا', tr: 'Valensiya' } },
  { id: 'ES-SVQ', countryId: 'ES', lat: 37.3891, lon: -5.9845, label: { ar: 'إشبيلية', en: 'Seville', ur: 'اشبیلیہ', fa: 'سویا', tr: 'Sevilla' } },
];
