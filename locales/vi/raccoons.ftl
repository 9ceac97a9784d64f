# Raccoon (người bị beaver nhận beaver rồi nhân đôi lại ngay, khối vẫn ở bên người đã beaver) và thua gấp bốn (thua backgammon khi còn quân trên thanh giữa tính gấp bốn lần khối).

## Options

raccoon-option-raccoons = Raccoon khi chơi ăn tiền, tối đa mỗi ván (0 là tắt; cần bật beaver)
raccoon-option-quadruple = Thua gấp bốn: thua backgammon khi còn quân trên thanh giữa tính gấp bốn lần khối
raccoon-option-refused-raccoons = Số lần raccoon phải là số nguyên từ { $minimum } đến { $maximum }.
raccoon-option-refused-quadruple = Luật thua gấp bốn chỉ có thể bật hoặc tắt.

## Actions

bg-action-raccoon = Raccoon: nhận beaver và nhân đôi lại ngay, khối vẫn ở bên đối thủ

## What happens

raccoon-raccooned = { $actor ->
    [you] Bạn raccoon: bạn nhận beaver và nhân đôi lại ngay lên { $value }; khối vẫn ở bên { $opponent_name }.
   *[other] { $name } raccoon: nhận beaver và nhân đôi lại ngay lên { $value }; khối vẫn ở chỗ cũ.{ $opponent ->
        [you] {" "}Nhấn Y để nhận hoặc N để bỏ.
       *[other] {""}
    }
}
raccoon-taken = { $actor ->
    [you] Bạn nhận raccoon và giữ khối, giờ là { $value }.
   *[other] { $name } nhận raccoon và giữ khối, giờ là { $value }.
}
raccoon-quadruple-loss = Vẫn còn quân trên thanh giữa: theo luật thua gấp bốn, ván backgammon tính gấp bốn lần khối { $cube }.

## Advice

raccoon-cube-advice-raccoon = Gợi ý khối: raccoon (nhấn R): beaver là một nước sai, hãy nhận rồi nhân đôi lại ngay; khối vẫn ở bên đối thủ.

## Refusals

raccoon-refuse-off = Bàn này không cho phép raccoon.
raccoon-refuse-no-beaver = Không có beaver nào để bạn raccoon.
raccoon-refuse-limit = Mỗi ván chỉ được raccoon tối đa { $limit } lần.
raccoon-refuse-maximum = Raccoon sẽ đưa khối vượt quá 64.
